import Papa from 'papaparse';
import { formatIcu, type MessageValues } from '../i18n/icu.js';
import { importMessages } from '../messages.js';
import {
  POST_IMPORT_MAX_ROWS,
  type PostImportColumn,
  type PostImportRow,
  postImportColumns,
} from './post-import.js';

/** The header of each column in the template, in pt-BR (any listed alias is read too). */
export const postImportHeaders: Readonly<Record<PostImportColumn, string>> = {
  caption: 'legenda',
  date: 'data',
  time: 'horario',
  accounts: 'contas',
  media: 'midias',
  firstComment: 'primeiro_comentario',
};

const aliases: Readonly<Record<string, PostImportColumn>> = {
  legenda: 'caption',
  caption: 'caption',
  texto: 'caption',
  data: 'date',
  date: 'date',
  horario: 'time',
  hora: 'time',
  time: 'time',
  contas: 'accounts',
  conta: 'accounts',
  accounts: 'accounts',
  midias: 'media',
  midia: 'media',
  media: 'media',
  primeirocomentario: 'firstComment',
  comentario: 'firstComment',
  firstcomment: 'firstComment',
};

/** 'Primeiro comentário', 'primeiro_comentario', 'FIRST COMMENT' → 'primeirocomentario'. */
const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();

/** A problem of the file as a whole (nothing can be checked row by row). */
export interface PostImportFileProblem {
  code: 'empty' | 'missingColumns' | 'tooManyRows';
  message: string;
  /** What `import.<code>` of the catalogue needs to say it in another language. */
  values: MessageValues;
}

/** What an import file holds: its rows, or why it cannot be read. */
export type ParsedPostImportCsv =
  | { ok: true; rows: PostImportRow[]; delimiter: string }
  | { ok: false; problem: PostImportFileProblem };

const required: readonly PostImportColumn[] = ['caption', 'date', 'time', 'accounts'];

/**
 * Reads an import file with papaparse: the separator is detected (`;` as a pt-BR spreadsheet saves it,
 * `,` or tab), a byte-order mark is ignored, headers are matched without accents or case ('Legenda',
 * 'horário', 'primeiro comentário'), blank lines are skipped. Each row keeps its line in the file (the
 * header is line 1) so problems point at it. Columns `media` and `firstComment` may be absent.
 */
export function parsePostImportCsv(text: string): ParsedPostImportCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t', '|'],
  });
  const [header, ...body] = parsed.data;
  const empty = {
    ok: false as const,
    problem: { code: 'empty' as const, message: importMessages.empty, values: {} },
  };
  if (!header) return empty;
  const positions = new Map<PostImportColumn, number>();
  header.forEach((cell, position) => {
    const column = aliases[headerKey(cell)];
    if (column && !positions.has(column)) positions.set(column, position);
  });
  const missing = required.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    const values = {
      columns: missing.map((column) => postImportHeaders[column]).join(', '),
      count: missing.length,
    };
    return {
      ok: false,
      problem: {
        code: 'missingColumns',
        message: formatIcu(importMessages.missingColumns, values, 'pt-BR'),
        values,
      },
    };
  }
  if (body.length === 0) return empty;
  if (body.length > POST_IMPORT_MAX_ROWS) {
    const values = { count: body.length, max: POST_IMPORT_MAX_ROWS };
    return {
      ok: false,
      problem: {
        code: 'tooManyRows',
        message: formatIcu(importMessages.tooManyRows, values, 'pt-BR'),
        values,
      },
    };
  }
  // The position among the non-blank rows after the header: the spreadsheet's row number when the sheet
  // has no blank rows in between (papaparse skips them).
  const rows = body.map((cells, index) => {
    const cell = (column: PostImportColumn) => {
      const position = positions.get(column);
      return position === undefined ? '' : (cells[position] ?? '');
    };
    return Object.fromEntries([
      ['line', index + 2],
      ...postImportColumns.map((column) => [column, cell(column)]),
    ]) as PostImportRow;
  });
  return { ok: true, rows, delimiter: parsed.meta.delimiter };
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

/**
 * The template to download: the header in pt-BR and two example rows dated a week after `now` (so they
 * import as they are), `;`-separated as a pt-BR spreadsheet opens it. Prefix a byte-order mark when saving
 * it, so spreadsheets read it as UTF-8.
 */
export function postImportTemplate(now: Date = new Date()): string {
  const inAWeek = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
  const dayAfter = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 8);
  return Papa.unparse(
    {
      fields: postImportColumns.map((column) => postImportHeaders[column]),
      data: [
        [
          'Promoção de Black Friday! 🖤 Até 50% de desconto em toda a loja.',
          ddmmyyyy(inAWeek),
          '09:00',
          '@lojadamaria',
          'Campanhas/Black Friday/arte.jpg',
          '',
        ],
        [
          'Bastidores do ensaio de verão ☀️',
          ddmmyyyy(dayAfter),
          '18:30',
          'instagram:@lojadamaria tiktok:@lojadamaria',
          'Campanhas/Verão/bastidores.mp4',
          '',
        ],
      ],
    },
    { delimiter: ';', newline: '\r\n' },
  );
}
