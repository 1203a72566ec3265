import { PostifyProvider } from '@postify/hooks';
import { createMemoryTokenStore, createPostifyClient, type Schemas } from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { ConnectedWeekCalendar } from './ConnectedWeekCalendar';
import { postOn } from './fixtures';

const project: Schemas['Project'] = {
  id: '5b7c0000-0000-4000-8000-000000000001',
  name: 'Agência Aurora',
  description: 'Projeto Agência Aurora',
  timeZone: 'America/Sao_Paulo',
  memberCount: 1,
  isDefault: true,
  userRole: 'OWNER',
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

/**
 * A fake API with a project in São Paulo and one post on 23/11 at 10:00 UTC (07:00 there), recording the
 * windows read and the updates sent.
 */
function fakeApi() {
  let post: Schemas['Post'] = postOn(7, 23, 10);
  const windows: string[] = [];
  const updates: FormData[] = [];
  const fetch = async (info: RequestInfo | URL, init?: RequestInit) => {
    const request = info instanceof Request && !init ? info : new Request(info, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1', '');
    if (request.method === 'GET' && path === '/projects') {
      return ok({ projects: [project] });
    }
    if (request.method === 'GET' && path === '/posts/scheduled') {
      windows.push(`${url.searchParams.get('from')} ${url.searchParams.get('to')}`);
      return ok([post]);
    }
    if (request.method === 'PUT' && path === '/posts/7') {
      const form = await request.formData();
      updates.push(form);
      const schedules = JSON.parse(String(form.get('schedules'))) as { scheduledAt: string }[];
      post = {
        ...post,
        schedules: post.schedules.map((s, i) => ({ ...s, scheduledAt: schedules[i]?.scheduledAt ?? '' })),
      };
      return ok(post);
    }
    return new Response(null, { status: 404 });
  };
  const client = createPostifyClient({
    baseUrl: 'http://api.test/api/v1',
    tokenStore: createMemoryTokenStore({ user: {}, accessToken: 'a', refreshToken: 'r' }),
    fetch,
  });
  return { client, windows, updates };
}

describe('ConnectedWeekCalendar', () => {
  it("reads the week's posts in the project's time zone and saves a move of one occurrence", async () => {
    const { client, windows, updates } = fakeApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderThemed(
      <PostifyProvider client={client} queryClient={queryClient}>
        <ConnectedWeekCalendar today={new Date('2026-11-22T15:00:00Z')} />
      </PostifyProvider>,
    );
    // The browser runs in UTC (vitest.config.ts): the week and the hours are São Paulo's.
    await page.getByRole('button', { name: /^07:00 #7 / }).click();
    expect(windows.at(-1)).toBe('2026-11-22T03:00:00.000Z 2026-11-29T03:00:00.000Z');
    await page.getByRole('button', { name: 'Mover para…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mover post #7' });
    await dialog.getByRole('spinbutton', { name: /^dia/ }).click();
    await userEvent.keyboard('25');
    await page.getByRole('button', { name: 'Mover', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(JSON.parse(String(updates[0]?.get('schedules')))).toEqual([
      {
        scheduledAt: '2026-11-25T10:00:00.000Z',
        socialMediaAccountIds: [expect.any(String)],
      },
    ]);
    await expect
      .element(
        page
          .getByRole('listitem', { name: /^quarta-feira, 25 de novembro/ })
          .getByRole('button', { name: /^07:00 #7 / }),
      )
      .toBeVisible();
  });
});
