/** The storage part's pt-BR messages. */
export const storageMessages = {
  folderNotFound: 'Pasta não encontrada',
  fileNotFound: 'Arquivo não encontrado',
  passwordRequired: 'Esta pasta é protegida por senha. Informe a senha correta.',
  protectedNeedsPassword: 'Informe uma senha de 4 a 128 caracteres para proteger a pasta',
  folderNameTaken: 'Já existe uma pasta com este nome aqui',
  fileNameTaken: 'Já existe um arquivo com este nome nesta pasta',
  invalidFileName: 'Nome de arquivo inválido',
  storageLimitReached: 'Você atingiu o limite de armazenamento do seu plano',
  typeNotAccepted: 'Tipo de arquivo não suportado',
  contentMismatch: 'O conteúdo do arquivo não corresponde ao tipo informado',
  contentTypeMismatch: 'O Content-Type do envio não corresponde ao tipo informado',
  sizeMismatch: 'O tamanho do arquivo não corresponde ao tamanho informado',
  fileTooLarge: 'O arquivo é maior que o limite permitido por arquivo',
  invalidLink: 'Link inválido ou expirado',
  alreadyUploaded: 'Este arquivo já foi enviado',
  notMultipart: 'Este upload não é em partes',
  isMultipart: 'Este upload é em partes: envie cada parte no seu endereço',
  partsMismatch: 'As partes enviadas não correspondem ao upload',
  invalidPageToken: 'Página inválida',
  partTooLarge: 'A parte é maior que o tamanho do arquivo dividido pelo número de partes',
  passwordInUrl: 'A senha da pasta não pode ir no endereço: envie-a no cabeçalho X-Folder-Password.',
  protectedSubfolder: (name: string) =>
    `Esta pasta contém uma pasta protegida por senha (${name}). Informe a senha dela ou exclua-a antes.`,
  tooManyPendingUploads: (count: number) =>
    `Você já tem ${count} envios em andamento. Conclua-os ou aguarde alguns minutos para enviar mais arquivos.`,
} as const;
