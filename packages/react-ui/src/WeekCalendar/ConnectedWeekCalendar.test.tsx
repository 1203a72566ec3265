import { PostifyProvider } from '@postify/hooks';
import { createMemoryTokenStore, createPostifyClient, type Schemas } from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { ConnectedWeekCalendar } from './ConnectedWeekCalendar';
import { calendarToday, postOn } from './fixtures';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

/** A fake API with one post on 23/11 at 10:00, recording the windows read and the updates sent. */
function fakeApi() {
  let post: Schemas['Post'] = postOn(7, 23, 10);
  const windows: string[] = [];
  const updates: FormData[] = [];
  const fetch = async (info: RequestInfo | URL, init?: RequestInit) => {
    const request = info instanceof Request && !init ? info : new Request(info, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1', '');
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
  it("reads the week's posts and saves a move as the post's update", async () => {
    const { client, windows, updates } = fakeApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderThemed(
      <PostifyProvider client={client} queryClient={queryClient}>
        <ConnectedWeekCalendar today={calendarToday} />
      </PostifyProvider>,
    );
    await page.getByRole('button', { name: '10:00 #7' }).click();
    expect(windows[0]).toBe(
      `${new Date(2026, 10, 22).toISOString()} ${new Date(2026, 10, 29).toISOString()}`,
    );
    await page.getByRole('button', { name: 'Mover para…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mover post #7' });
    await dialog.getByRole('spinbutton', { name: /^dia/ }).click();
    await userEvent.keyboard('25');
    await page.getByRole('button', { name: 'Mover', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(JSON.parse(String(updates[0]?.get('schedules')))).toEqual([
      {
        scheduledAt: new Date(2026, 10, 25, 10, 0).toISOString(),
        socialMediaAccountIds: [expect.any(String)],
      },
    ]);
    await expect
      .element(
        page
          .getByRole('listitem', { name: /^quarta-feira, 25 de novembro/ })
          .getByRole('button', { name: '10:00 #7' }),
      )
      .toBeVisible();
  });
});
