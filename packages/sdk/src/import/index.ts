// 'Importar CSV': reading a spreadsheet (papaparse) and checking its rows, shared by the browser and the API.
// Its own entry so `rules` (and every page that imports it) does not carry the CSV parser.
export { importMessages } from '../messages.js';
export {
  type CheckedPostImportRow,
  checkPostImportRows,
  POST_IMPORT_MAX_ROWS,
  type PostImportAccount,
  type PostImportColumn,
  type PostImportContext,
  type PostImportDraft,
  type PostImportMedia,
  type PostImportProblem,
  type PostImportProblemCode,
  type PostImportRow,
  postImportColumns,
  postImportProblemText,
} from './post-import.js';
export {
  type ParsedPostImportCsv,
  type PostImportFileProblem,
  parsePostImportCsv,
  postImportHeaders,
  postImportTemplate,
} from './post-import-csv.js';
