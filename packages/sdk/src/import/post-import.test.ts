import { describe, expect, it } from 'vitest';
import { checkPostImportRows, type PostImportRow } from './post-import.js';
import { parsePostImportCsv, postImportTemplate } from './post-import-csv.js';

const accounts = [
  { id: 'ig', username: 'lojadamaria', platformName: 'Instagram' },
  { id: 'fb', username: 'lojadamaria', platformName: 'Facebook' },
  { id: 'tt', username: 'maria.videos', platformName: 'TikTok' },
];
const context = { accounts, timeZone: 'America/Sao_Paulo', now: new Date('2026-11-25T12:00:00Z') };
const row = (cells: Partial<PostImportRow>): PostImportRow => ({
  line: 2,
  caption: 'Promoção de verão',
  date: '01/12/2026',
  time: '09:00',
  accounts: 'facebook:@lojadamaria',
  media: '',
  firstComment: '',
  ...cells,
});
const messagesOf = (cells: Partial<PostImportRow>) =>
  checkPostImportRows([row(cells)], context)[0]?.problems.map((p) => `${p.column}: ${p.message}`);

describe('checkPostImportRows', () => {
  it('turns a valid row into a draft at the wall-clock time of the project', () => {
    const [checked] = checkPostImportRows(
      [row({ accounts: '@lojadamaria', media: 'Campanhas/Verão/praia.jpg | /Campanhas/b.png' })],
      context,
    );
    expect(checked?.problems).toEqual([]);
    expect(checked?.draft).toEqual({
      caption: 'Promoção de verão',
      at: new Date('2026-12-01T12:00:00Z'),
      accountIds: ['ig', 'fb'],
      media: [
        { path: 'Campanhas/Verão/praia.jpg', kind: 'image' },
        { path: 'Campanhas/b.png', kind: 'image' },
      ],
    });
  });

  it('names a network before the username to pick one account, and accepts aaaa-mm-dd', () => {
    const [checked] = checkPostImportRows(
      [row({ accounts: 'Facebook:@LojaDaMaria', date: '2026-12-01', time: '9h30' })],
      context,
    );
    expect(checked?.draft?.accountIds).toEqual(['fb']);
    expect(checked?.draft?.at).toEqual(new Date('2026-12-01T12:30:00Z'));
  });

  it('reports every problem of a row in pt-BR, per column', () => {
    expect(
      messagesOf({
        caption: ' ',
        date: '31/02/2026',
        time: '25:00',
        accounts: '@ninguem tiktok:@lojadamaria',
      }),
    ).toEqual([
      'caption: A legenda é obrigatória',
      'date: Data inválida: “31/02/2026”. Use dd/mm/aaaa, como 25/12/2026',
      'time: Horário inválido: “25:00”. Use hh:mm, de 00:00 a 23:59',
      'accounts: A conta @ninguem não está conectada a este projeto',
      'accounts: A conta tiktok:@lojadamaria não está conectada a este projeto',
    ]);
    expect(messagesOf({ date: '', time: '', accounts: '' })).toEqual([
      'date: Informe a data (dd/mm/aaaa)',
      'time: Informe o horário (hh:mm)',
      'accounts: Informe pelo menos uma conta, como @lojadamaria',
    ]);
  });

  it('refuses a moment that has passed in the project time zone', () => {
    // 25/11/2026 08:59 in São Paulo is 11:59 UTC, one minute before now.
    expect(messagesOf({ date: '25/11/2026', time: '08:59' })).toEqual([
      'date: Escolha uma data e um horário no futuro',
    ]);
    expect(messagesOf({ date: '25/11/2026', time: '09:01' })).toEqual([]);
  });

  it("applies each chosen network's limits and the composer's media rules", () => {
    expect(messagesOf({ accounts: 'instagram:@lojadamaria' })).toEqual([
      'media: O Instagram exige pelo menos uma mídia.',
    ]);
    expect(messagesOf({ accounts: '@maria.videos', media: 'a.mp4|b.jpg' })).toEqual([
      'media: Você não pode misturar vídeos e imagens.',
      'media: O TikTok não aceita imagens e vídeos no mesmo post.',
    ]);
    expect(
      messagesOf({ accounts: '@lojadamaria', caption: `${'#tag '.repeat(31)}`, media: 'a.jpg' }),
    ).toEqual(['caption: A legenda tem 31 hashtags; o Instagram aceita até 30.']);
  });

  it('refuses links, unknown kinds and, for now, first comments', () => {
    expect(
      messagesOf({ media: 'https://cdn.exemplo.com/a.jpg|notas.pdf', firstComment: 'Link na bio' }),
    ).toEqual([
      'media: Links externos ainda não são importados: envie o arquivo para Meus Arquivos e use o caminho dele (https://cdn.exemplo.com/a.jpg)',
      'media: Não reconhecemos “notas.pdf” como imagem ou vídeo pela extensão',
      'firstComment: O primeiro comentário ainda não pode ser importado: deixe esta coluna vazia',
    ]);
  });

  it('gives each problem the catalogue code that translates it', () => {
    const [checked] = checkPostImportRows([row({ date: 'amanhã', accounts: '@lojadamaria' })], context);
    expect(checked?.problems.map((p) => p.messageCode)).toEqual([
      'import.dateInvalid',
      'network.media-required',
    ]);
  });
});

describe('parsePostImportCsv', () => {
  it('reads a pt-BR spreadsheet: ; separator, BOM, accented headers in any order, quoted cells', () => {
    const text =
      '\uFEFFHorário;Data;Legenda;Contas;Mídias\r\n09:00;01/12/2026;"Oi; tudo bem?\nNovidade";@lojadamaria;a.jpg\r\n\r\n';
    expect(parsePostImportCsv(text)).toEqual({
      ok: true,
      delimiter: ';',
      rows: [
        {
          line: 2,
          caption: 'Oi; tudo bem?\nNovidade',
          date: '01/12/2026',
          time: '09:00',
          accounts: '@lojadamaria',
          media: 'a.jpg',
          firstComment: '',
        },
      ],
    });
  });

  it('detects a comma separator', () => {
    const parsed = parsePostImportCsv('caption,date,time,accounts\nOlá,01/12/2026,09:00,@a\n');
    expect(parsed.ok && parsed.delimiter).toBe(',');
  });

  it('says what is wrong with the file as a whole', () => {
    expect(parsePostImportCsv('')).toMatchObject({ ok: false, problem: { code: 'empty' } });
    expect(parsePostImportCsv('legenda;data;horario;contas\n')).toMatchObject({
      ok: false,
      problem: { code: 'empty' },
    });
    expect(parsePostImportCsv('legenda;data\nOi;01/12/2026')).toEqual({
      ok: false,
      problem: {
        code: 'missingColumns',
        message: 'Faltam as colunas horario, contas. Baixe o modelo para ver o formato',
        values: { columns: 'horario, contas', count: 2 },
      },
    });
    const long = `legenda;data;horario;contas\n${'a;b;c;d\n'.repeat(10_001)}`;
    expect(parsePostImportCsv(long)).toEqual({
      ok: false,
      problem: {
        code: 'tooManyRows',
        message: 'O arquivo tem 10.001 linhas; importe no máximo 10.000 por vez',
        values: { count: 10_001, max: 10_000 },
      },
    });
  });

  it('offers a template that reads back as rows dated next week', () => {
    const now = new Date(2026, 10, 25, 12);
    const parsed = parsePostImportCsv(postImportTemplate(now));
    expect(parsed.ok && parsed.rows.map((r) => [r.date, r.time, r.accounts])).toEqual([
      ['02/12/2026', '09:00', '@lojadamaria'],
      ['03/12/2026', '18:30', 'instagram:@lojadamaria tiktok:@lojadamaria'],
    ]);
  });
});
