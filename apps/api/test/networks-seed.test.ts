import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo.js';
import { seedDemoAccounts } from '../src/seed/demo-accounts.js';
import { startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const linked = (projectId: string) =>
  t.db
    .selectFrom('social_accounts')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .select([
      'platforms.name',
      'social_accounts.username',
      'social_accounts.status',
      'social_accounts.access_token_encrypted',
    ])
    .where('project_id', '=', projectId)
    .orderBy('platforms.position')
    .execute();

describe('demo sandbox accounts', () => {
  it('links Instagram, Facebook, TikTok, X and Bluesky in the demo project and Instagram in the partner one, once', async () => {
    // Only this part's step: the posts' demo step has its own test.
    const ids = await seedDemo(t.server.services, [seedDemoAccounts]);
    const own = await linked(ids.ownProjectId);
    expect(own.map((row) => [row.name, row.username, row.status])).toEqual([
      ['Instagram', 'lojademo', 'ACTIVE'],
      ['Facebook', 'Loja Demo', 'ACTIVE'],
      ['TikTok', 'lojademo.oficial', 'ACTIVE'],
      ['Twitter/X', 'lojademo_br', 'ACTIVE'],
      ['Bluesky', 'lojademo.bsky.social', 'ACTIVE'],
    ]);
    expect(own.every((row) => row.access_token_encrypted?.startsWith('v1.'))).toBe(true);
    expect((await linked(ids.sharedProjectId)).map((row) => row.username)).toEqual(['ana.parceira']);
    await seedDemoAccounts(t.server.services, ids);
    expect(await linked(ids.ownProjectId)).toHaveLength(5);
    expect(await linked(ids.sharedProjectId)).toHaveLength(1);
  });
});
