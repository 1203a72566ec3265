import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/projects/membership.js';
import { putBytes } from '../storage/support.js';
import { createUser, type TestServer } from '../support/server.js';
import { linkAccount, pngBytes, startPostsServer } from './support.js';

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

const png = pngBytes();

/** dd/mm/aaaa of a day `days` from now, in São Paulo (the project's default time zone). */
function dayFromNow(days: number) {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000)
    .toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
    .split('-');
  return `${day}/${month}/${year}`;
}

type Row = Schemas['PostImportRow'];
const row = (line: number, cells: Partial<Row> = {}): Row => ({
  line,
  caption: `Post da linha ${line}`,
  date: dayFromNow(3),
  time: '10:00',
  accounts: '@loja',
  media: 'Campanhas/arte.png',
  firstComment: '',
  ...cells,
});

/** An owner with Instagram and Facebook accounts named @loja and 'Campanhas/arte.png' in Meus Arquivos. */
async function owner(prefix: string) {
  const user = await createUser(t, `${prefix}@exemplo.com`);
  const auth = { token: user.token, projectId: user.projectId };
  const instagram = await linkAccount(t, user.projectId, 'Instagram', 'loja');
  const facebook = await linkAccount(t, user.projectId, 'Facebook', 'loja');
  const folder = await t.call<Schemas['StorageFolder']>('POST', '/storage/folders', {
    ...auth,
    body: { name: 'Campanhas' },
  });
  const url = await t.call<Schemas['UploadUrl']>('POST', '/storage/upload-url', {
    ...auth,
    body: {
      folder_id: folder.body.data.folderId,
      file_name: 'arte.png',
      file_size: png.length,
      content_type: 'image/png',
    },
  });
  expect((await putBytes(url.body.data.uploadUrl, png, 'image/png')).status).toBe(200);
  return { ...user, auth, instagramId: instagram.id, facebookId: facebook.id };
}

const importRows = (auth: { token: string; projectId: string }, rows: Row[], key = crypto.randomUUID()) =>
  t.call<Schemas['PostImportResult']>('POST', '/posts/import', {
    ...auth,
    headers: { 'idempotency-key': key },
    body: { rows },
  });

const postCount = async (auth: { token: string; projectId: string }) =>
  (await t.call<Schemas['PostPage']>('GET', '/posts?size=100', auth)).body.data.totalItems;

describe('POST /posts/import', () => {
  it('creates one scheduled post per row with its own copy of the media, at the time of the project', async () => {
    const who = await owner('importa');
    const answer = await importRows(who.auth, [
      row(2),
      row(3, { accounts: 'facebook:@loja', media: '', time: '18:30', caption: 'Só no Facebook' }),
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.data.created).toBe(2);
    const [first, second] = await Promise.all(
      answer.body.data.postIds.map(
        async (id) => (await t.call<Schemas['Post']>('GET', `/posts/${id}`, who.auth)).body.data,
      ),
    );
    expect(first?.caption).toBe('Post da linha 2');
    expect(first?.media.map((m) => [m.fileName, m.contentType])).toEqual([['arte.png', 'image/png']]);
    expect(first?.schedules.map((s) => s.socialMediaAccount.platformName).sort()).toEqual([
      'Facebook',
      'Instagram',
    ]);
    const [day, month, year] = dayFromNow(3).split('/');
    expect(first?.schedules[0]?.scheduledAt).toBe(
      new Date(`${year}-${month}-${day}T13:00:00Z`).toISOString(),
    );
    expect(second).toMatchObject({ caption: 'Só no Facebook', media: [], overallStatus: 'SCHEDULED' });
    expect(second?.schedules.map((s) => s.socialMediaAccount.id)).toEqual([who.facebookId]);
    expect(second?.schedules[0]?.scheduledAt).toBe(
      new Date(`${year}-${month}-${day}T21:30:00Z`).toISOString(),
    );
    // The file in Meus Arquivos stays where it was.
    const folders = await t.call<Schemas['StorageFolder'][]>('GET', '/storage/folders', who.auth);
    expect(folders.body.data.map((f) => f.name)).toEqual(['Campanhas']);
  });

  it('refuses every invalid row with its line and pt-BR reasons, and creates nothing', async () => {
    const who = await owner('invalida');
    const answer = await importRows(who.auth, [
      row(2),
      row(3, { date: '31/02/2026', accounts: '@ninguem' }),
      row(4, { date: dayFromNow(-2) }),
      row(5, { media: 'Campanhas/nao-existe.png' }),
      row(6, { accounts: 'instagram:@loja', media: '' }),
      row(7, { firstComment: 'Link na bio' }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.details).toEqual([
      {
        field: 'rows[1].date',
        message: 'Linha 3: Data inválida: “31/02/2026”. Use dd/mm/aaaa, como 25/12/2026',
      },
      { field: 'rows[1].accounts', message: 'Linha 3: A conta @ninguem não está conectada a este projeto' },
      { field: 'rows[2].date', message: 'Linha 4: Escolha uma data e um horário no futuro' },
      {
        field: 'rows[3].media',
        message:
          'Linha 5: “Campanhas/nao-existe.png” não foi encontrado em Meus Arquivos (ou está em uma pasta protegida por senha)',
      },
      { field: 'rows[4].media', message: 'Linha 6: O Instagram exige pelo menos uma mídia.' },
      {
        field: 'rows[5].firstComment',
        message: 'Linha 7: O primeiro comentário ainda não pode ser importado: deixe esta coluna vazia',
      },
    ]);
    expect(await postCount(who.auth)).toBe(0);
  });

  it('answers a retry with the same key with the first result and creates nothing more', async () => {
    const who = await owner('repete');
    const key = crypto.randomUUID();
    const first = await importRows(who.auth, [row(2), row(3)], key);
    expect(first.status).toBe(201);
    const again = await importRows(who.auth, [row(2), row(3)], key);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await postCount(who.auth)).toBe(2);
    const other = await importRows(who.auth, [row(2)], key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      'Esta importação já foi feita com outras linhas. Recarregue a página e tente de novo.',
    );
    expect(await postCount(who.auth)).toBe(2);
  });

  it('needs the key, at least one row and an editor', async () => {
    const who = await owner('papeis');
    const noKey = await t.call('POST', '/posts/import', { ...who.auth, body: { rows: [row(2)] } });
    expect(noKey.status).toBe(400);
    expect((await importRows(who.auth, [])).status).toBe(400);
    const viewer = await createUser(t, 'papeis-leitor@exemplo.com');
    await addMember(t.db, who.projectId, viewer.user.id, 'VIEWER');
    const asViewer = await importRows({ token: viewer.token, projectId: who.projectId }, [row(2)]);
    expect(asViewer.status).toBe(403);
    const editor = await createUser(t, 'papeis-editor@exemplo.com');
    await addMember(t.db, who.projectId, editor.user.id, 'EDITOR');
    const asEditor = await importRows({ token: editor.token, projectId: who.projectId }, [row(2)]);
    expect(asEditor.status).toBe(201);
    expect(await postCount(who.auth)).toBe(1);
  });
});
