import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPermanentMarker, sandboxTransientMarker } from '../../src/networks/sandbox.js';
import { accountTokens, networkPublisher } from '../../src/scheduler/network-publisher.js';
import { refreshExpiringTokens } from '../../src/scheduler/token-refresh.js';
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
async function postNow(caption: string) {
  people += 1;
  const user = await createUser(t, `rede-${people}@exemplo.com`);
  const account = await linkAccount(t, user.projectId, 'Instagram', `rede${people}`);
  const auth = { token: user.token, projectId: user.projectId };
  const created = await sendForm(
    t,
    'POST',
    '/templates/scheduled',
    formOf(
      { caption, ...scheduleFields([{ at: new Date(), accounts: [account.id] }]) },
      images(1, pngBytes()),
    ),
    auth,
  );
  return { auth, accountId: account.id, postId: created.body.data.id };
}

const worker = () =>
  createScheduler(t.server.services, {
    settings: { ...t.config.scheduler, retryBaseMs: 60_000 },
    publish: networkPublisher(t.server.services),
  });

async function read(auth: { token: string; projectId: string }, postId: number) {
  return (await t.call<Schemas['Post']>('GET', `/posts/${postId}`, auth)).body.data;
}

describe('publishing through the network providers', () => {
  it('publishes on the sandbox network with the decrypted tokens, the signed media and the idempotency key', async () => {
    const { auth, postId } = await postNow('Direto para a rede sandbox');
    expect(await worker().tick()).toMatchObject({ posted: 1 });
    const sent = await t.db.selectFrom('sandbox_publications').selectAll().execute();
    const [occurrence] = await t.db
      .selectFrom('post_schedules')
      .selectAll()
      .where('post_id', '=', postId)
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      network: 'instagram',
      caption: 'Direto para a rede sandbox',
      idempotency_key: occurrence?.idempotency_key,
      network_post_id: occurrence?.network_post_id,
    });
    expect((await read(auth, postId)).overallStatus).toBe('POSTED');
  });

  it('retries when the network is down and fails with its reason when it refuses', async () => {
    const down = await postNow(`Rede fora do ar ${sandboxTransientMarker}`);
    const refused = await postNow(`Conteúdo recusado ${sandboxPermanentMarker}`);
    expect(await worker().tick()).toMatchObject({ claimed: 2, retried: 1, failed: 1 });
    expect((await read(down.auth, down.postId)).schedules[0]).toMatchObject({
      status: 'SCHEDULED',
      postedAt: null,
    });
    expect((await read(refused.auth, refused.postId)).schedules[0]).toMatchObject({
      status: 'FAILED',
      failureReason: 'A rede recusou a publicação: A rede social recusou a publicação.',
    });
  });

  it('fails an occurrence whose account has no tokens and marks the account: it must be linked again', async () => {
    const { auth, accountId, postId } = await postNow('Sem tokens');
    await t.db
      .updateTable('social_accounts')
      .set({ access_token_encrypted: null, refresh_token_encrypted: null })
      .where('id', '=', accountId)
      .execute();
    await worker().tick();
    // The account is marked EXPIRED: the post offers 'Reconectar conta' and later occurrences fail at once.
    expect((await read(auth, postId)).schedules[0]).toMatchObject({
      failureReason: 'A conta precisa ser conectada novamente antes de publicar.',
      socialMediaAccount: { id: accountId, status: 'EXPIRED' },
    });
  });

  it('refreshes tokens that expire soon before claiming, and marks an account whose expired token is refused', async () => {
    people += 1;
    const user = await createUser(t, `tokens-${people}@exemplo.com`);
    const soon = await linkAccount(t, user.projectId, 'Instagram', 'expira.logo');
    const later = await linkAccount(t, user.projectId, 'Instagram', 'expira.depois');
    const before = await accountTokens(t.server.services, soon.id);
    await t.db
      .updateTable('social_accounts')
      .set({ token_expires_at: new Date(Date.now() + 60_000) })
      .where('id', '=', soon.id)
      .execute();
    expect(await refreshExpiringTokens(t.server.services)).toBe(1);
    const after = await accountTokens(t.server.services, soon.id);
    expect(after?.tokens.accessToken).not.toBe(before?.tokens.accessToken);
    expect(after?.tokens.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    // The other account's token is far from expiring: untouched.
    const untouched = await t.db
      .selectFrom('social_accounts')
      .select('updated_at')
      .where('id', '=', later.id)
      .executeTakeFirstOrThrow();
    expect(await refreshExpiringTokens(t.server.services)).toBe(0);
    const still = await t.db
      .selectFrom('social_accounts')
      .select('updated_at')
      .where('id', '=', later.id)
      .executeTakeFirstOrThrow();
    expect(still.updated_at).toEqual(untouched.updated_at);

    // An expired token the network refuses: the account must be linked again.
    await t.db
      .updateTable('social_accounts')
      .set({
        token_expires_at: new Date(Date.now() - 60_000),
        access_token_encrypted: t.server.services.tokenCipher.encrypt('revogado'),
      })
      .where('id', '=', later.id)
      .execute();
    expect(await refreshExpiringTokens(t.server.services)).toBe(0);
    const expired = await t.db
      .selectFrom('social_accounts')
      .select('status')
      .where('id', '=', later.id)
      .executeTakeFirstOrThrow();
    expect(expired.status).toBe('EXPIRED');
  });
});
