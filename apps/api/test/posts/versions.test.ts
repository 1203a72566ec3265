import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCommentRefusedMarker } from '../../src/networks/sandbox.js';
import { networkPublisher } from '../../src/scheduler/network-publisher.js';
import { createScheduler } from '../../src/scheduler/worker.js';
import { createUser, type TestServer } from '../support/server.js';
import {
  formOf,
  images,
  linkAccount,
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

let people = 0;
async function projectWithAccounts() {
  people += 1;
  const user = await createUser(t, `versoes-${people}@exemplo.com`);
  const instagram = await linkAccount(t, user.projectId, 'Instagram', `versoes${people}`);
  const facebook = await linkAccount(t, user.projectId, 'Facebook', `paginaversoes${people}`);
  return { auth: { token: user.token, projectId: user.projectId }, instagram, facebook };
}

const worker = () =>
  createScheduler(t.server.services, {
    settings: { ...t.config.scheduler, retryBaseMs: 60_000 },
    publish: networkPublisher(t.server.services),
  });

describe('per-network versions and the first comment', () => {
  it('stores each network its version and publishes it, the first comment right after the post', async () => {
    const { auth, instagram, facebook } = await projectWithAccounts();
    const versions: Schemas['PostVersion'][] = [
      {
        network: 'instagram',
        caption: 'Coleção de verão ☀️ no Instagram',
        mediaOrder: [1, 0],
        firstComment: '#verao #moda',
      },
      { network: 'facebook', caption: 'Coleção de verão na Página', mediaOrder: null, firstComment: null },
    ];
    const created = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Coleção de verão',
          versions: JSON.stringify(versions),
          ...scheduleFields([{ at: new Date(), accounts: [instagram.id, facebook.id] }]),
        },
        images(2, pngBytes()),
      ),
      auth,
    );
    expect(created.status).toBe(201);
    const post = created.body.data as Schemas['Post'];
    expect(post.versions).toEqual(versions);

    expect(await worker().tick()).toMatchObject({ posted: 2 });
    const keys = await t.db
      .selectFrom('post_schedules')
      .select('idempotency_key')
      .where('post_id', '=', post.id)
      .execute();
    const sent = await t.db
      .selectFrom('sandbox_publications')
      .selectAll()
      .where(
        'idempotency_key',
        'in',
        keys.map((row) => row.idempotency_key),
      )
      .orderBy('network')
      .execute();
    expect(sent.map((row) => [row.network, row.caption, row.first_comment])).toEqual([
      ['facebook', 'Coleção de verão na Página', null],
      ['instagram', 'Coleção de verão ☀️ no Instagram', '#verao #moda'],
    ]);
    // Instagram got the media in its version's order: the second image first.
    const files = (media: unknown) => (media as { fileName: string }[]).map((item) => item.fileName);
    expect(files(sent[1]?.media)).toEqual([...files(sent[0]?.media)].reverse());

    const read = (await t.call<Schemas['Post']>('GET', `/posts/${post.id}`, auth)).body.data;
    const byNetwork = Object.fromEntries(
      read.schedules.map((schedule) => [schedule.socialMediaAccount.platformName, schedule]),
    );
    expect(byNetwork.Instagram).toMatchObject({
      status: 'POSTED',
      firstComment: { status: 'POSTED', failureReason: null },
    });
    expect(byNetwork.Facebook).toMatchObject({ status: 'POSTED', firstComment: null });
  });

  it('keeps the post POSTED when the network refuses its first comment, and says why in pt-BR', async () => {
    const { auth, instagram } = await projectWithAccounts();
    const created = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Promoção',
          versions: JSON.stringify([
            {
              network: 'instagram',
              caption: 'Promoção',
              firstComment: `Cupom ${sandboxCommentRefusedMarker}`,
            },
          ]),
          ...scheduleFields([{ at: new Date(), accounts: [instagram.id] }]),
        },
        images(1, pngBytes()),
      ),
      auth,
    );
    expect(created.status).toBe(201);
    expect(await worker().tick()).toMatchObject({ posted: 1 });
    const read = (await t.call<Schemas['Post']>('GET', `/posts/${created.body.data.id}`, auth)).body.data;
    expect(read.overallStatus).toBe('POSTED');
    expect(read.schedules[0]?.firstComment).toEqual({
      status: 'FAILED',
      failureReason: 'O Instagram recusou o primeiro comentário: a rede social recusou o comentário.',
    });
  });

  it('checks each version against its own network and refuses bad versions with pt-BR messages, creating nothing', async () => {
    const { auth, instagram } = await projectWithAccounts();
    const before = await t.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const refused = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Oi',
          versions: JSON.stringify([
            { network: 'instagram', caption: 'Oi', mediaOrder: [0, 0], firstComment: 'ok' },
            { network: 'tiktok', caption: 'Oi', firstComment: 'Link na bio' },
            { network: 'orkut', caption: 'Oi' },
          ]),
          ...scheduleFields([{ at: new Date(), accounts: [instagram.id] }]),
        },
        images(1, pngBytes()),
      ),
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((refused.body as { details: { field: string; message: string }[] }).details).toEqual(
      expect.arrayContaining([
        {
          field: 'versions[2].network',
          message:
            'Escolha uma rede do Postify: instagram, facebook, tiktok, linkedin, x, threads ou youtube',
        },
      ]),
    );
    const fixed = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Oi',
          versions: JSON.stringify([
            { network: 'instagram', caption: 'Oi', mediaOrder: [0, 0], firstComment: 'ok' },
            { network: 'tiktok', caption: 'Oi', firstComment: 'Link na bio' },
          ]),
          ...scheduleFields([{ at: new Date(), accounts: [instagram.id] }]),
        },
        images(1, pngBytes()),
      ),
      auth,
    );
    expect(fixed.status).toBe(400);
    expect((fixed.body as { details: unknown[] }).details).toEqual([
      {
        field: 'versions[0].mediaOrder',
        message: 'A ordem das mídias do Instagram precisa listar cada mídia do post uma única vez.',
      },
      {
        field: 'versions[1].firstComment',
        message: 'O primeiro comentário só é publicado no Instagram e no Facebook, não no TikTok.',
      },
    ]);
    const after = await t.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('edits replace the versions; kept versions lose their media order when the media change', async () => {
    const { auth, instagram } = await projectWithAccounts();
    const created = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Oi',
          versions: JSON.stringify([{ network: 'instagram', caption: 'Olá', mediaOrder: [1, 0] }]),
          ...scheduleFields([{ at: new Date(Date.now() + 86_400_000), accounts: [instagram.id] }]),
        },
        images(2, pngBytes()),
      ),
      auth,
    );
    const post = created.body.data as Schemas['Post'];
    const kept = await sendForm(
      t,
      'PUT',
      `/posts/${post.id}`,
      formOf({ keptMediaUrls: JSON.stringify([post.mediaUrls[0]]) }),
      auth,
    );
    expect(kept.status).toBe(200);
    expect((kept.body.data as Schemas['Post']).versions).toEqual([
      { network: 'instagram', caption: 'Olá', mediaOrder: null, firstComment: null },
    ]);
    const cleared = await sendForm(t, 'PUT', `/posts/${post.id}`, formOf({ versions: '[]' }), auth);
    expect((cleared.body.data as Schemas['Post']).versions).toEqual([]);
  });
});
