import type { PostImportMessages } from './messages';

/** English for the CSV import (`postImport.*`). */
export const postImportEn: PostImportMessages = {
  title: 'Import CSV',
  description:
    'Schedule many posts at once: one row per post, with caption, date, time, accounts and media from My Files.',
  formatHint:
    'Columns: legenda (caption), data (dd/mm/yyyy), horario (hh:mm, in the project time zone), contas (@user or network:@user, separated by spaces), midias (paths in My Files, like Campanhas/verao.jpg, separated by |) and primeiro_comentario. Separator ; or ,.',
  template: 'Download CSV template',
  templateFileName: 'postify-import-template.csv',
  prompt: 'Drag the CSV file here or',
  browse: 'Choose CSV file',
  loadingAccounts: 'Loading the project accounts...',
  checking: 'Checking row {done, number} of {total, number}...',
  checkingLabel: 'File check',
  summary: '{fileName}: {total, plural, one {# row} other {# rows}}',
  ready:
    '{count, plural, =0 {No post ready to import} one {# post ready to import} other {# posts ready to import}}',
  withProblems:
    '{count, plural, one {# row with problems will not be imported} other {# rows with problems will not be imported}}',
  tableLabel: 'Row check',
  columnLine: 'Row',
  columnCaption: 'Caption',
  columnWhen: 'Date and time',
  columnAccounts: 'Accounts',
  columnStatus: 'Status',
  statusReady: 'Ready',
  statusProblems: '{count, plural, one {# problem} other {# problems}}',
  emptyCell: '—',
  moreRows: 'Showing {shown, number} of {total, number} rows, those with problems first.',
  import: '{count, plural, one {Import # post} other {Import # posts}}',
  importing: 'Creating {count, plural, one {# post} other {# posts}}...',
  imported: '{count, plural, one {# post imported and scheduled.} other {# posts imported and scheduled.}}',
  serverProblems: 'Nothing was created. Fix the rows below and send the file again:',
  another: 'Import another file',
};
