import { type Schemas, unwrap } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkPublisher } from '../../src/scheduler/network-publisher.js';
import { createScheduler } from '../../src/scheduler/worker.js';
import { signUpThroughSdk } from '../support/sdk.js';
import type { TestServer } from '../support/server.js';
import { formOf, images, pngBytes, scheduleFields, startPostsServer } from './support.js';

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

describe('posts through @postify/sdk', () => {
  it('creates a post with two images scheduled twice with a repeat, lists it, and the scheduler posts it', async () => {
    const { client, session } = await signUpThroughSdk(t, {
      name: 'Loja SDK',
      email: 'sdk.posts@exemplo.com',
      phone: '+55 11 95555-4444',
    });
    // Linking a sandbox Instagram account: start, the sandbox page's 'Autorizar' (the browser's part), return.
    const platforms = await unwrap(client.GET('/platforms/user'));
    const instagram = platforms.find((platform) => platform.name === 'Instagram');
    if (!instagram) throw new Error('Instagram is not listed');
    const start = await unwrap(
      client.POST('/social-media-account/authorize', { body: { platformId: instagram.id } }),
    );
    const consentPage = new URL(start.authorizationUrl);
    const consent = new URLSearchParams(consentPage.searchParams);
    consent.delete('scope');
    consent.set('decision', 'allow');
    const allowed = await fetch(`${t.url}${consentPage.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: consent.toString(),
    });
    const back = new URL(allowed.headers.get('location') ?? '');
    const account = await unwrap(
      client.POST('/social-media-account', {
        body: {
          code: back.searchParams.get('code') ?? '',
          state: back.searchParams.get('state') ?? '',
          platformId: instagram.id,
          userId: session.user.id,
        },
      }),
    );
    expect(account.platformName).toBe('Instagram');

    // Two schedules, the second repeating three times a day apart, both a few seconds from now.
    const soon = new Date(Date.now() + 1500);
    const form = formOf(
      {
        caption: 'Coleção nova na loja SDK ✨ #moda',
        ...scheduleFields([
          { at: soon, accounts: [account.id] },
          { at: soon, accounts: [account.id], repeatType: 1, repeatNumber: 3 },
        ]),
      },
      images(2, pngBytes()),
    );
    const created = await unwrap(
      client.POST('/templates/scheduled', {
        body: { caption: 'Coleção nova na loja SDK ✨ #moda' } as Schemas['CreateTemplateForm'],
        bodySerializer: () => form,
      }),
    );
    expect(created.mediaUrls).toHaveLength(2);
    expect(created.schedules).toHaveLength(4);
    expect(created.overallStatus).toBe('SCHEDULED');

    const page = await unwrap(client.GET('/posts', { params: { query: { page: 0, size: 15 } } }));
    expect(page.content.map((post) => post.id)).toEqual([created.id]);
    expect(page.totalElements).toBe(1);
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 6 * 86_400_000).toISOString();
    const week = await unwrap(client.GET('/posts/scheduled', { params: { query: { from, to } } }));
    expect(week.map((post) => post.id)).toEqual([created.id]);

    // The worker as the API runs it, with the default (sandbox) network.
    const worker = createScheduler(t.server.services, {
      settings: t.config.scheduler,
      publish: networkPublisher(t.server.services),
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon.getTime() - Date.now() + 50)));
    expect(await worker.drain()).toMatchObject({ posted: 2 });
    const after = await unwrap(client.GET('/posts/{id}', { params: { path: { id: created.id } } }));
    expect(after.schedules.filter((s) => s.postedAt !== null)).toHaveLength(2);
    expect(after.status).toEqual(['SCHEDULED', 'POSTED']);
    expect(after.overallStatus).toBe('SCHEDULED');
  });
});
