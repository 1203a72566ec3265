import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.js';
import { seedDemoPosts } from '../../src/seed/demo-posts.js';
import type { TestServer } from '../support/server.js';
import { startPostsServer } from './support.js';

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

describe('demo posts', () => {
  it('seeds posted, failed and pending posts around now, once', async () => {
    const ids = await seedDemo(t.server.services, [seedDemoPosts]);
    await seedDemoPosts(t.server.services, ids);
    const token = (await t.server.services.accessTokens.sign(ids.demoUserId)).token;
    const page = await t.call<Schemas['PostPage']>('GET', '/posts?size=20', {
      token,
      projectId: ids.ownProjectId,
    });
    expect(page.body.data.totalItems).toBe(5);
    const byStatus = page.body.data.content.map((post) => post.overallStatus).sort();
    expect(byStatus).toEqual(['FAILED', 'POSTED', 'SCHEDULED', 'SCHEDULED', 'SCHEDULED']);
    const failed = page.body.data.content.find((post) => post.overallStatus === 'FAILED');
    expect(failed?.schedules[0]?.failureReason).toMatch(/^A rede recusou a publicação/);
    const now = Date.now();
    const times = page.body.data.content.map((post) =>
      new Date(post.schedules[0]?.scheduledAt ?? 0).getTime(),
    );
    expect(times.every((time) => Math.abs(time - now) < 10 * 86_400_000)).toBe(true);
    expect(page.body.data.content.every((post) => post.media.length === 1)).toBe(true);
    // Without a linked account the step links a sandbox Instagram account for the demo.
    expect(page.body.data.content[0]?.schedules[0]?.socialMediaAccount).toMatchObject({
      platformName: 'Instagram',
      username: 'lojademo',
    });
  });
});
