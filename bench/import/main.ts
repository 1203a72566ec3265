// The CSV import's browser check (papaparse, then every row against the accounts and the time zone), as
// `useImportPosts` runs it, on a generated file; bundled by src/import.ts and run in the Debian chromium.
import { checkPostImportRows, parsePostImportCsv } from '@postify/sdk/import';

const accounts = Array.from({ length: 20 }, (_, i) => ({
  id: `account-${i}`,
  username: `marca${i}`,
  platformName: ['Instagram', 'Facebook', 'TikTok', 'LinkedIn'][i % 4] ?? 'Instagram',
}));

/** A file of `rows` rows: most valid, one in ten with a problem (past date, unknown account, bad time, too long). */
function csvOf(rows: number): string {
  const lines = ['legenda;data;horario;contas;midias;primeiro_comentario'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const caption = `Post ${i} da campanha de verão ☀️ com #promo #verao e um texto de tamanho realista para a legenda`;
    const kind = i % 10;
    const date = kind === 1 ? `${day}/01/2020` : `${day}/12/2027`;
    const time = kind === 2 ? '25:61' : `${String(i % 24).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
    const who = kind === 3 ? '@desconhecida' : `@marca${i % 20} instagram:@marca${(i * 4) % 20}`;
    const text = kind === 4 ? 'x'.repeat(2300) : caption;
    const media = i % 3 === 0 ? 'Campanhas/Verão/foto.jpg|Campanhas/Verão/foto-2.png' : 'Campanhas/video.mp4';
    lines.push(`"${text}";${date};${time};${who};${media};`);
  }
  return lines.join('\r\n');
}

/** Parses and checks a generated file of `rows` rows; times in milliseconds. */
export function run(rows: number) {
  const text = csvOf(rows);
  const started = performance.now();
  const parsed = parsePostImportCsv(text);
  const parsedAt = performance.now();
  if (!parsed.ok) throw new Error(parsed.problem.message);
  const checked = checkPostImportRows(parsed.rows, {
    accounts,
    timeZone: 'America/Sao_Paulo',
    now: new Date('2026-11-25T12:00:00Z'),
  });
  const checkedAt = performance.now();
  return {
    bytes: text.length,
    parseMs: parsedAt - started,
    checkMs: checkedAt - parsedAt,
    totalMs: checkedAt - started,
    valid: checked.filter((row) => row.draft).length,
    invalid: checked.filter((row) => !row.draft).length,
  };
}
