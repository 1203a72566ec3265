import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/projects/membership.js';
import { projectQuota } from '../../src/storage/usage.js';
import { createUser, type TestServer } from '../support/server.js';
import {
  formOf,
  images,
  linkAccount,
  mp4Bytes,
  pngBytes,
  scheduleFields,
  sendForm,
  startPostsServer,
} from './support.js';

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

const png = pngBytes();
let refusals = 0;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);

/** A user with a project and one linked Instagram account. */
async function owner(prefix: string) {
  const user = await createUser(t, `${prefix}@exemplo.com`);
  const account = await linkAccount(t, user.projectId, 'Instagram', `${prefix}.insta`);
  return { ...user, auth: { token: user.token, projectId: user.projectId }, accountId: account.id };
}

async function createPost(
  who: Awaited<ReturnType<typeof owner>>,
  fields: Record<string, string> = {},
  files = images(2, png),
) {
  const answer = await sendForm(
    t,
    'POST',
    '/templates/scheduled',
    formOf({ caption: 'Nova coleção de verão ☀️', ...fields }, files),
    who.auth,
  );
  return answer;
}

describe('POST /templates/scheduled', () => {
  it('creates a post with two images and a weekly repeat expanded per occurrence', async () => {
    const who = await owner('cria');
    const first = inAWeek();
    const answer = await createPost(who, {
      description: 'Lançamento',
      location: 'São Paulo, SP',
      altText: 'Vestido azul',
      ...scheduleFields([{ at: first, accounts: [who.accountId], repeatType: 7, repeatNumber: 3 }]),
    });
    expect(answer.status).toBe(201);
    const post = answer.body.data;
    expect(post).toMatchObject({
      caption: 'Nova coleção de verão ☀️',
      description: 'Lançamento',
      location: 'São Paulo, SP',
      altText: 'Vestido azul',
      userTags: null,
      status: ['SCHEDULED'],
      overallStatus: 'SCHEDULED',
    });
    expect(post.media.map((m) => [m.fileName, m.contentType])).toEqual([
      ['foto-1.png', 'image/png'],
      ['foto-2.png', 'image/png'],
    ]);
    expect(post.mediaUrls).toEqual(post.media.map((m) => m.url));
    expect(post.schedules).toHaveLength(3);
    expect(post.schedules.map((s) => s.socialMediaAccount)).toEqual(
      Array(3).fill({
        id: who.accountId,
        platformName: 'Instagram',
        username: 'cria.insta',
        status: 'ACTIVE',
      }),
    );
    expect(post.schedules.every((s) => s.postedAt === null && s.status === 'SCHEDULED')).toBe(true);
    // The media links serve the stored bytes.
    const bytes = new Uint8Array(await (await fetch(post.mediaUrls[0] ?? '')).arrayBuffer());
    expect(Buffer.from(bytes).equals(png)).toBe(true);
    // Grids and cards get a thumbnail of each image instead of the original.
    const thumbnail = await fetch(post.media[0]?.thumbnailUrl ?? '');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await projectQuota(t.db, who.projectId)).usedBytes).toBe(2 * png.length);
  });

  it('keeps a post without schedules as a draft', async () => {
    const who = await owner('rascunho');
    const answer = await createPost(who, {}, []);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      status: ['DRAFT'],
      overallStatus: 'DRAFT',
      schedules: [],
      media: [],
    });
  });

  it.each([
    ['an empty caption', { caption: '  ' }, images(1, png), 'caption', 'A legenda é obrigatória'],
    ['16 images', {}, images(16, png), 'media', 'Você pode enviar no máximo 15 imagens.'],
    [
      '40 images (beyond what the server reads)',
      {},
      images(40, png),
      'media',
      'Você pode enviar no máximo 15 imagens.',
    ],
    [
      'a video and an image',
      {},
      [{ name: 'v.mp4', type: 'video/mp4', bytes: mp4Bytes() }, ...images(1, png)],
      'media',
      'Você não pode misturar vídeos e imagens.',
    ],
    [
      'two videos',
      {},
      [
        { name: 'a.mp4', type: 'video/mp4', bytes: mp4Bytes() },
        { name: 'b.mp4', type: 'video/mp4', bytes: mp4Bytes() },
      ],
      'media',
      'Apenas 1 vídeo é permitido.',
    ],
  ])('refuses %s with the pt-BR message and stores nothing', async (_, fields, files, field, message) => {
    refusals += 1;
    const who = await owner(`recusa-${refusals}`);
    const answer = await createPost(who, fields, files);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.details).toContainEqual({ field, message });
    expect((await projectQuota(t.db, who.projectId)).usedBytes).toBe(0);
    const list = await t.call<Schemas['PostPage']>('GET', '/posts', who.auth);
    expect(list.body.data.totalItems).toBe(0);
  });

  it('refuses a text file renamed .jpg by its content (415), and any non-media type', async () => {
    const who = await owner('texto');
    const fake = {
      name: 'foto.jpg',
      type: 'image/jpeg',
      bytes: new TextEncoder().encode('isto não é uma imagem'),
    };
    const answer = await createPost(who, {}, [fake]);
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Apenas imagens e vídeos são aceitos.',
    });
    const pdf = { name: 'doc.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n') };
    expect((await createPost(who, {}, [pdf])).status).toBe(415);
    expect((await projectQuota(t.db, who.projectId)).usedBytes).toBe(0);
  });

  it('answers 413 for an image above the per-image limit', async () => {
    const who = await owner('grande');
    const limit = t.config.posts.maxImageBytes;
    t.config.posts.maxImageBytes = png.length + 10;
    try {
      const big = Buffer.concat([png, Buffer.alloc(100)]);
      const answer = await createPost(who, {}, [{ name: 'grande.png', type: 'image/png', bytes: big }]);
      expect(answer.status).toBe(413);
      expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    } finally {
      t.config.posts.maxImageBytes = limit;
    }
  });

  it('refuses accounts of another project, a repeat below 1 or beyond its limits and a malformed date', async () => {
    const who = await owner('contas');
    const other = await owner('contas-outro');
    const answer = await createPost(who, {
      ...scheduleFields([{ at: inAWeek(), accounts: [who.accountId, other.accountId] }]),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      {
        field: 'scheduleRequestDtos[0].socialMediaAccountIds[1]',
        message: 'Conta não encontrada neste projeto',
      },
    ]);
    const repeat = await createPost(who, {
      ...scheduleFields([{ at: inAWeek(), accounts: [who.accountId], repeatType: 3, repeatNumber: 0 }]),
    });
    expect(repeat.body.details).toContainEqual({
      field: 'scheduleRequestDtos[0].repeatNumber',
      message: 'O número de repetições deve ser no mínimo 1',
    });
    const tooMany = await createPost(who, {
      ...scheduleFields([{ at: inAWeek(), accounts: [who.accountId], repeatType: 366, repeatNumber: 367 }]),
    });
    expect(tooMany.body.details).toEqual([
      {
        field: 'scheduleRequestDtos[0].repeatNumber',
        message: 'O número de repetições deve ser no máximo 366',
      },
      { field: 'scheduleRequestDtos[0].repeatType', message: 'O intervalo deve ser de no máximo 365 dias' },
    ]);
    const noAccount = await createPost(who, { 'scheduleRequestDtos[0].schedule': 'amanhã' });
    expect(noAccount.body.details).toEqual([
      { field: 'scheduleRequestDtos[0].schedule', message: 'Informe uma data e um horário válidos' },
      { field: 'scheduleRequestDtos[0].socialMediaAccountIds', message: 'Selecione pelo menos uma conta' },
    ]);

    // An account unlinked after posting keeps its row for the history, but takes no new schedules.
    await t.db
      .updateTable('social_accounts')
      .set({ unlinked_at: new Date(), status: 'REVOKED' })
      .where('id', '=', who.accountId)
      .execute();
    const unlinked = await createPost(who, {
      ...scheduleFields([{ at: inAWeek(), accounts: [who.accountId] }]),
    });
    expect(unlinked.body.details).toEqual([
      {
        field: 'scheduleRequestDtos[0].socialMediaAccountIds[0]',
        message: 'Conta não encontrada neste projeto',
      },
    ]);
  });

  it("applies the chosen networks' limits from the shared registry", async () => {
    const who = await owner('redes');
    const answer = await createPost(
      who,
      { caption: 'a'.repeat(2201), ...scheduleFields([{ at: inAWeek(), accounts: [who.accountId] }]) },
      [],
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { field: 'caption', message: 'A legenda tem 2.201 caracteres; o Instagram aceita até 2.200.' },
        { field: 'media', message: expect.stringContaining('Instagram') },
      ]),
    );
  });

  it('refuses a JSON body, an unknown field, and anonymous calls', async () => {
    const who = await owner('formato');
    const json = await t.call('POST', '/templates/scheduled', { ...who.auth, body: { caption: 'Olá' } });
    expect(json.status).toBe(415);
    const huge = await createPost(who, { caption: 'é'.repeat(200_000) }, []);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('Um campo do formulário é longo demais');
    const unknown = await createPost(who, { titulo: 'x' }, []);
    expect(unknown.body.details).toEqual([{ field: 'titulo', message: 'Campo não permitido' }]);
    const anonymous = await fetch(`${t.url}/api/v1/templates/scheduled`, {
      method: 'POST',
      body: formOf({ caption: 'x' }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('reading posts', () => {
  it('pages /posts with both totals, newest first by default, oldest first on request', async () => {
    const who = await owner('pagina');
    for (const caption of ['primeiro', 'segundo', 'terceiro']) await createPost(who, { caption }, []);
    const page0 = await t.call<Schemas['PostPage']>('GET', '/posts?page=0&size=2', who.auth);
    expect(page0.status).toBe(200);
    expect(page0.body.data).toMatchObject({
      page: 0,
      size: 2,
      totalElements: 3,
      totalItems: 3,
      totalPages: 2,
      hasNext: true,
      hasPrevious: false,
      isFirst: true,
      isLast: false,
    });
    expect(page0.body.data.content.map((p) => p.caption)).toEqual(['terceiro', 'segundo']);
    const page1 = await t.call<Schemas['PostPage']>('GET', '/posts?page=1&size=2', who.auth);
    expect(page1.body.data).toMatchObject({ hasNext: false, hasPrevious: true, isLast: true });
    const asc = await t.call<Schemas['PostPage']>('GET', '/posts?sort=createdAt&direction=asc', who.auth);
    expect(asc.body.data.size).toBe(10);
    expect(asc.body.data.content.map((p) => p.caption)).toEqual(['primeiro', 'segundo', 'terceiro']);
    expect((await t.call('GET', '/posts?size=0', who.auth)).status).toBe(400);
  });

  it('counts the project’s posts as they are made and deleted, and nothing a rolled-back write made', async () => {
    const who = await owner('contagem');
    const total = async () =>
      (await t.call<Schemas['PostPage']>('GET', '/posts?size=1', who.auth)).body.data.totalItems;
    const counted = async () =>
      (
        await t.db
          .selectFrom('project_post_counts')
          .select('posts')
          .where('project_id', '=', who.projectId)
          .executeTakeFirst()
      )?.posts ?? 0;
    expect(await total()).toBe(0);
    const made = [];
    for (const caption of ['um', 'dois', 'três'])
      made.push((await createPost(who, { caption }, [])).body.data);
    expect(await total()).toBe(3);
    expect((await t.call('DELETE', `/posts/${made[1]?.id}`, who.auth)).status).toBeLessThan(300);
    expect(await total()).toBe(2);
    await t.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('posts')
          .values({ project_id: who.projectId, caption: 'desfeito', updated_at: new Date() })
          .execute();
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await total()).toBe(2);
    // The running count is the count.
    const actual = await t.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', who.projectId)
      .executeTakeFirstOrThrow();
    expect(await counted()).toBe(Number(actual.n));
  });

  it('lists the posts with a schedule in [from, to) for the calendar, with all their schedules', async () => {
    const who = await owner('calendario');
    const monday = new Date('2031-03-03T12:00:00.000Z');
    const inWindow = await createPost(who, {
      caption: 'na semana',
      ...scheduleFields([{ at: monday, accounts: [who.accountId], repeatType: 7, repeatNumber: 2 }]),
    });
    await createPost(who, {
      caption: 'fora',
      ...scheduleFields([{ at: new Date('2031-03-20T12:00:00.000Z'), accounts: [who.accountId] }]),
    });
    const from = '2031-03-02T03:00:00.000Z';
    const to = '2031-03-09T03:00:00.000Z';
    const answer = await t.call<Schemas['Post'][]>('GET', `/posts/scheduled?from=${from}&to=${to}`, who.auth);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((p) => p.id)).toEqual([inWindow.body.data.id]);
    expect(answer.body.data[0]?.schedules).toHaveLength(2);
    const reversed = await t.call('GET', `/posts/scheduled?from=${to}&to=${from}`, who.auth);
    expect(reversed.status).toBe(400);
    expect((await t.call('GET', '/posts/scheduled?from=ontem&to=hoje', who.auth)).status).toBe(400);
  });

  it('reads one post and answers 404 for an unknown one', async () => {
    const who = await owner('um');
    const created = await createPost(who, {}, []);
    const read = await t.call<Schemas['Post']>('GET', `/posts/${created.body.data.id}`, who.auth);
    expect(read.body.data).toEqual(created.body.data);
    const missing = await t.call('GET', '/posts/999999', who.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Post não encontrado');
  });
});

describe('PUT /posts/{id}', () => {
  it('edits caption and description, keeps one image, adds one and replaces the unposted schedules', async () => {
    const who = await owner('edita');
    const created = (
      await createPost(
        who,
        scheduleFields([{ at: inAWeek(), accounts: [who.accountId], repeatType: 1, repeatNumber: 4 }]),
      )
    ).body.data;
    const [keep] = created.mediaUrls;
    const at = new Date('2031-01-10T15:00:00.000Z');
    const answer = await sendForm(
      t,
      'PUT',
      `/posts/${created.id}`,
      formOf(
        {
          caption: 'Legenda nova',
          description: 'Descrição nova',
          keptMediaUrls: JSON.stringify([keep]),
          schedules: JSON.stringify([
            { scheduledAt: at.toISOString(), socialMediaAccountIds: [who.accountId] },
          ]),
        },
        [{ name: 'nova.png', type: 'image/png', bytes: png }],
      ),
      who.auth,
    );
    expect(answer.status).toBe(200);
    const post = answer.body.data;
    expect(post).toMatchObject({ caption: 'Legenda nova', description: 'Descrição nova' });
    expect(post.media.map((m) => m.fileName)).toEqual(['foto-1.png', 'nova.png']);
    expect(post.schedules.map((s) => s.scheduledAt)).toEqual([at.toISOString()]);
    // The removed image's bytes are gone from the project's storage.
    expect((await projectQuota(t.db, who.projectId)).usedBytes).toBe(2 * png.length);
  });

  it('leaves absent parts unchanged and refuses media that would break the rules', async () => {
    const who = await owner('edita-regras');
    const created = (await createPost(who)).body.data;
    const same = await sendForm(
      t,
      'PUT',
      `/posts/${created.id}`,
      formOf({ caption: 'Só a legenda' }),
      who.auth,
    );
    expect(same.body.data.mediaUrls).toHaveLength(2);
    expect(same.body.data.description).toBeNull();
    const video = await sendForm(
      t,
      'PUT',
      `/posts/${created.id}`,
      formOf({}, [{ name: 'v.mp4', type: 'video/mp4', bytes: mp4Bytes() }]),
      who.auth,
    );
    expect(video.body.details).toEqual([
      { field: 'media', message: 'Você não pode misturar vídeos e imagens.' },
    ]);
    const swapped = await sendForm(
      t,
      'PUT',
      `/posts/${created.id}`,
      formOf({ keptMediaUrls: '[]' }, [{ name: 'v.mp4', type: 'video/mp4', bytes: mp4Bytes() }]),
      who.auth,
    );
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.media.map((m) => m.contentType)).toEqual(['video/mp4']);
    const strange = await sendForm(
      t,
      'PUT',
      `/posts/${created.id}`,
      formOf({ keptMediaUrls: '["http://exemplo.com/x.png"]', schedules: '{' }),
      who.auth,
    );
    expect(strange.body.details).toEqual([
      { field: 'schedules', message: 'Envie um JSON válido' },
      { field: 'keptMediaUrls[0]', message: 'Esta mídia não pertence a este post' },
    ]);
    const empty = await sendForm(t, 'PUT', `/posts/${created.id}`, formOf({ caption: '' }), who.auth);
    expect(empty.body.details).toEqual([{ field: 'caption', message: 'A legenda é obrigatória' }]);
  });
});

describe('DELETE /posts/{id}', () => {
  it('removes the post, its schedules and its media', async () => {
    const who = await owner('apaga');
    const created = (await createPost(who, scheduleFields([{ at: inAWeek(), accounts: [who.accountId] }])))
      .body.data;
    const answer = await t.call('DELETE', `/posts/${created.id}`, who.auth);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect((await t.call('GET', `/posts/${created.id}`, who.auth)).status).toBe(404);
    expect((await projectQuota(t.db, who.projectId)).usedBytes).toBe(0);
    const left = await t.db
      .selectFrom('post_schedules')
      .select('id')
      .where('post_id', '=', created.id)
      .execute();
    expect(left).toEqual([]);
    expect((await t.call('DELETE', `/posts/${created.id}`, who.auth)).status).toBe(404);
  });
});

describe('tenant isolation and roles', () => {
  it("never shows, edits or deletes another project's post, nor lists it", async () => {
    const who = await owner('dono');
    const stranger = await owner('estranho');
    const post = (
      await createPost(
        who,
        scheduleFields([{ at: new Date('2031-05-05T12:00:00Z'), accounts: [who.accountId] }]),
      )
    ).body.data;
    for (const auth of [stranger.auth, { token: stranger.token }]) {
      expect((await t.call('GET', `/posts/${post.id}`, auth)).status).toBe(404);
      expect((await t.call('DELETE', `/posts/${post.id}`, auth)).status).toBe(404);
      expect(
        (await sendForm(t, 'PUT', `/posts/${post.id}`, formOf({ caption: 'invasão' }), auth)).status,
      ).toBe(404);
      const list = await t.call<Schemas['PostPage']>('GET', '/posts', auth);
      expect(list.body.data.totalItems).toBe(0);
      const window = await t.call<Schemas['Post'][]>(
        'GET',
        '/posts/scheduled?from=2031-05-01T00:00:00Z&to=2031-05-08T00:00:00Z',
        auth,
      );
      expect(window.body.data).toEqual([]);
    }
    // Naming the other project in X-Project-ID is a 404 on every call.
    const foreign = { token: stranger.token, projectId: who.projectId };
    for (const path of [
      '/posts',
      `/posts/${post.id}`,
      '/posts/scheduled?from=2031-05-01T00:00:00Z&to=2031-05-08T00:00:00Z',
    ]) {
      const answer = await t.call('GET', path, foreign);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Projeto não encontrado');
    }
    expect((await t.call('DELETE', `/posts/${post.id}`, foreign)).status).toBe(404);
    expect(
      (await sendForm(t, 'POST', '/templates/scheduled', formOf({ caption: 'x' }), foreign)).status,
    ).toBe(404);
    expect((await sendForm(t, 'PUT', `/posts/${post.id}`, formOf({ caption: 'x' }), foreign)).status).toBe(
      404,
    );
    expect((await t.call<Schemas['Post']>('GET', `/posts/${post.id}`, who.auth)).body.data.caption).toBe(
      post.caption,
    );
  });

  it('lets a viewer read but not create, edit or delete', async () => {
    const who = await owner('equipe');
    const viewer = await createUser(t, 'equipe-leitor@exemplo.com');
    await addMember(t.db, who.projectId, viewer.user.id, 'VIEWER');
    const post = (await createPost(who, {}, [])).body.data;
    const auth = { token: viewer.token, projectId: who.projectId };
    expect((await t.call('GET', `/posts/${post.id}`, auth)).status).toBe(200);
    expect((await sendForm(t, 'POST', '/templates/scheduled', formOf({ caption: 'x' }), auth)).status).toBe(
      403,
    );
    expect((await sendForm(t, 'PUT', `/posts/${post.id}`, formOf({ caption: 'x' }), auth)).status).toBe(403);
    expect((await t.call('DELETE', `/posts/${post.id}`, auth)).status).toBe(403);
  });
});
