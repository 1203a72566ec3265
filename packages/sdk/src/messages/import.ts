/**
 * The pt-BR texts of 'Importar CSV' (`checkPostImportRows` and `parsePostImportCsv` of `@postify/sdk/rules`),
 * catalogue codes `import.<key>`, in ICU MessageFormat.
 */
export const importMessages = {
  captionRequired: 'A legenda é obrigatória',
  dateRequired: 'Informe a data (dd/mm/aaaa)',
  dateInvalid: 'Data inválida: “{date}”. Use dd/mm/aaaa, como 25/12/2026',
  timeRequired: 'Informe o horário (hh:mm)',
  timeInvalid: 'Horário inválido: “{time}”. Use hh:mm, de 00:00 a 23:59',
  datePast: 'Escolha uma data e um horário no futuro',
  accountsRequired: 'Informe pelo menos uma conta, como @lojadamaria',
  accountUnknown: 'A conta {account} não está conectada a este projeto',
  mediaUrlNotSupported:
    'Links externos ainda não são importados: envie o arquivo para Meus Arquivos e use o caminho dele ({media})',
  mediaKindUnknown: 'Não reconhecemos “{media}” como imagem ou vídeo pela extensão',
  mediaNotFound: '“{media}” não foi encontrado em Meus Arquivos (ou está em uma pasta protegida por senha)',
  firstCommentNoNetwork:
    'O primeiro comentário só é publicado no Instagram e no Facebook: escolha uma dessas contas ou deixe esta coluna vazia',
  tiktokNeedsComposer:
    'Posts para o TikTok pedem a privacidade e as outras opções do criador escolhidas no editor: crie este post pelo editor ou tire {account} desta linha',
  lineProblem: 'Linha {line}: {message}',
  empty: 'O arquivo não tem posts: preencha uma linha por post abaixo do cabeçalho',
  missingColumns:
    '{count, plural, one {Falta a coluna {columns}} other {Faltam as colunas {columns}}}. Baixe o modelo para ver o formato',
  tooManyRows: 'O arquivo tem {count, number} linhas; importe no máximo {max, number} por vez',
  replayConflict: 'Esta importação já foi feita com outras linhas. Recarregue a página e tente de novo.',
} as const;
