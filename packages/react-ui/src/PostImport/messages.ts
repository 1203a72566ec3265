/** The CSV import's pt-BR copy; override any entry through the `messages` prop. */
export const postImportMessages = {
  title: 'Importar CSV',
  description:
    'Agende vários posts de uma vez: uma linha por post, com legenda, data, horário, contas e mídias de Meus Arquivos.',
  formatHint:
    'Colunas: legenda, data (dd/mm/aaaa), horario (hh:mm, no fuso do projeto), contas (@usuario ou rede:@usuario, separadas por espaço), midias (caminhos em Meus Arquivos, como Campanhas/verao.jpg, separados por |) e primeiro_comentario. Separador ; ou ,.',
  template: 'Baixar modelo CSV',
  templateFileName: 'modelo-importacao-postify.csv',
  prompt: 'Arraste o arquivo CSV para cá ou',
  browse: 'Escolher arquivo CSV',
  loadingAccounts: 'Carregando as contas do projeto...',
  checking: 'Verificando linha {done, number} de {total, number}...',
  checkingLabel: 'Verificação do arquivo',
  summary: '{fileName}: {total, plural, one {# linha} other {# linhas}}',
  ready:
    '{count, plural, =0 {Nenhum post pronto para importar} one {# post pronto para importar} other {# posts prontos para importar}}',
  withProblems:
    '{count, plural, one {# linha com problemas não será importada} other {# linhas com problemas não serão importadas}}',
  tableLabel: 'Verificação das linhas',
  columnLine: 'Linha',
  columnCaption: 'Legenda',
  columnWhen: 'Data e horário',
  columnAccounts: 'Contas',
  columnStatus: 'Situação',
  statusReady: 'Pronto',
  statusProblems: '{count, plural, one {# problema} other {# problemas}}',
  emptyCell: '—',
  moreRows: 'Mostrando {shown, number} de {total, number} linhas, as com problemas primeiro.',
  import: '{count, plural, one {Importar # post} other {Importar # posts}}',
  importing: 'Criando {count, plural, one {# post} other {# posts}}...',
  imported: '{count, plural, one {# post importado e agendado.} other {# posts importados e agendados.}}',
  serverProblems: 'Nada foi criado. Corrija as linhas abaixo e envie o arquivo de novo:',
  another: 'Importar outro arquivo',
} as const;

/** Keys of the CSV import's copy. */
export type PostImportMessages = { -readonly [K in keyof typeof postImportMessages]: string };
