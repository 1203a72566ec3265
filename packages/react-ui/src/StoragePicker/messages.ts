import { hookMessages } from '@postify/hooks/state';

/** The storage picker's pt-BR copy, in the voice of 'Meus Arquivos'. Override through `messages`. */
export const storagePickerMessages = {
  open: 'Escolher de Meus Arquivos',
  title: 'Escolher de Meus Arquivos',
  root: 'Meus Arquivos',
  search: 'Buscar nesta pasta',
  folders: 'Pastas',
  files: 'Arquivos de {location}',
  loading: 'Carregando...',
  rootError: hookMessages.loadStorage,
  folderError: hookMessages.loadFolder,
  emptyRoot: 'Nenhuma pasta em Meus Arquivos ainda. Envie arquivos na página Meus Arquivos.',
  emptyFolder: 'Nenhuma imagem ou vídeo nesta pasta',
  noMatch: 'Nenhum arquivo com “{query}” nesta pasta',
  chooseFolder: 'Abra uma pasta para escolher imagens e vídeos.',
  protectedFolder: '{name} (protegida por senha: abra-a em Meus Arquivos)',
  selectedNone: 'Nenhum arquivo selecionado',
  selectedOne: '1 arquivo selecionado',
  selectedMany: '{count} arquivos selecionados',
  add: 'Adicionar',
  addCount: 'Adicionar ({count})',
  adding: 'Adicionando...',
  cancel: 'Cancelar',
  addError: 'Não foi possível adicionar os arquivos escolhidos. Tente novamente.',
};

export type StoragePickerMessages = { -readonly [K in keyof typeof storagePickerMessages]: string };
