import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHousekeeper } from '../src/housekeeping/housekeeper.js';
import { storageOf } from '../src/storage/runtime.js';
import { newUploadId } from '../src/storage/uploads.js';
import { testDatabaseUrl } from './support/database.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'postify-housekeeping-'));
  t = await startTestServer({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

const housekeeper = (batchSize?: number) =>
  createHousekeeper(t.server.services, { intervalMs: 60_000, ...(batchSize ? { batchSize } : {}) });

async function codes(userId: string, expiresAt: Date) {
  const row = await t.db
    .insertInto('one_time_codes')
    .values({ user_id: userId, purpose: 'LOGIN', code_hash: 'x', expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ids = async (table: 'one_time_codes' | 'refresh_tokens' | 'oauth_states' | 'storage_uploads') =>
  (await t.db.selectFrom(table).select('id').execute()).map((row) => row.id).sort();

describe('housekeeping', () => {
  it('removes what is past its end of life and keeps what is still alive', async () => {
    const { user, projectId } = await createUser(t, 'limpeza@exemplo.com');
    const expiredCode = await codes(user.id, hoursAgo(1));
    const liveCode = await codes(user.id, inHours(0.1));

    const token = (expiresAt: Date, revokedAt: Date | null = null, familyId = randomUUID()) =>
      t.db
        .insertInto('refresh_tokens')
        .values({
          user_id: user.id,
          family_id: familyId,
          token_hash: randomUUID(),
          expires_at: expiresAt,
          revoked_at: revokedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await token(hoursAgo(2));
    await token(hoursAgo(2), hoursAgo(100));
    const live = await token(inHours(100));
    const revokedLive = await token(inHours(100), hoursAgo(1));
    // A session still alive keeps its spent, expired first token: it dates the sign-in.
    const session = randomUUID();
    const first = await token(hoursAgo(1), null, session);
    const current = await token(inHours(100), null, session);

    const platform = await t.db.selectFrom('platforms').select('id').executeTakeFirstOrThrow();
    const state = (expiresAt: Date) =>
      t.db
        .insertInto('oauth_states')
        .values({
          state_hash: randomUUID(),
          user_id: user.id,
          project_id: projectId,
          platform_id: platform.id,
          redirect_uri: 'http://localhost:5173/settings',
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await state(hoursAgo(1));
    const liveState = await state(inHours(0.1));

    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'login:ip:198.51.100.7', window_started_at: hoursAgo(48), hits: 3 },
        { key: 'login:ip:198.51.100.8', window_started_at: new Date(), hits: 1 },
      ])
      .execute();

    const mail = (to: string, createdAt: Date) => ({
      to_address: to,
      subject: 'Seu código',
      text_body: '123456',
      html_body: '<p>123456</p>',
      created_at: createdAt,
    });
    await t.db
      .insertInto('mailbox')
      .values([mail('antigo@exemplo.com', hoursAgo(8 * 24)), mail('recente@exemplo.com', hoursAgo(6 * 24))])
      .execute();

    // Uploads: one whose link expired two hours ago (with parts on disk), one still valid.
    const folder = await t.db
      .insertInto('storage_folders')
      .values({ project_id: projectId, name: 'Fotos' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { tempDir } = await storageOf(t.server.services);
    const upload = (expiresAt: Date, uploadId: string | null) => {
      const id = randomUUID();
      return t.db
        .insertInto('storage_uploads')
        .values({
          id,
          project_id: projectId,
          folder_id: folder.id,
          file_name: `${id}.jpg`,
          file_size: 10,
          content_type: 'image/jpeg',
          part_count: uploadId ? 2 : null,
          upload_id: uploadId,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    };
    const staleParts = newUploadId();
    await mkdir(join(tempDir, staleParts), { recursive: true });
    await writeFile(join(tempDir, staleParts, 'part-00001'), 'bytes');
    const stale = await upload(hoursAgo(2), staleParts);
    await writeFile(join(tempDir, `${stale.id}.upload`), 'half');
    const liveUpload = await upload(inHours(0.2), null);

    const result = await housekeeper().runOnce();
    expect(result).toMatchObject({
      busy: false,
      signInCodes: 1,
      refreshTokens: 2,
      oauthStates: 1,
      rateLimits: 1,
      mailbox: 1,
      staleUploads: 1,
    });
    expect(await ids('one_time_codes')).toEqual([liveCode]);
    expect(await ids('one_time_codes')).not.toContain(expiredCode);
    expect(await ids('refresh_tokens')).toEqual([live.id, revokedLive.id, first.id, current.id].sort());
    expect(await ids('oauth_states')).toEqual([liveState.id]);
    const windows = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(windows).toContain('login:ip:198.51.100.8');
    expect(windows).not.toContain('login:ip:198.51.100.7');
    expect(await ids('storage_uploads')).toEqual([liveUpload.id]);
    const leftOnDisk = await readdir(tempDir);
    expect(leftOnDisk).not.toContain(staleParts);
    expect(leftOnDisk).not.toContain(`${stale.id}.upload`);

    // The development mailbox keeps a week of messages.
    const old = await t.call<Schemas['MailboxMessage'][]>('GET', '/dev/mailbox?to=antigo%40exemplo.com');
    expect(old.body.data).toEqual([]);
    const recent = await t.call<Schemas['MailboxMessage'][]>('GET', '/dev/mailbox?to=recente%40exemplo.com');
    expect(recent.body.data).toHaveLength(1);

    // Nothing left to do: a second run removes nothing.
    expect(await housekeeper().runOnce()).toMatchObject({ signInCodes: 0, refreshTokens: 0, mailbox: 0 });
  });

  it(`purges in bounded batches, and two housekeepers at once neither fail nor delete a row twice${testDatabaseUrl ? ' (PostgreSQL, in parallel)' : ' (PGlite, one after the other)'}`, async () => {
    const { user } = await createUser(t, 'muitos-codigos@exemplo.com');
    await sql`
      insert into one_time_codes (user_id, purpose, code_hash, expires_at)
      select ${user.id}, 'LOGIN', 'x', now() - interval '1 hour' from generate_series(1, 1250)`.execute(t.db);
    const keep = await codes(user.id, inHours(0.1));
    const results = await Promise.all([housekeeper(100).runOnce(), housekeeper(100).runOnce()]);
    expect(results.reduce((sum, result) => sum + result.signInCodes, 0)).toBe(1250);
    expect(await ids('one_time_codes')).toContain(keep);
    const left = await t.db
      .selectFrom('one_time_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(1);
  });
});
