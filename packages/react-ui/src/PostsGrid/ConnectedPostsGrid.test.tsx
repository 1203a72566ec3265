import { PostifyProvider } from '@postify/hooks';
import { createMemoryTokenStore, createPostifyClient, type Schemas } from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { samplePost } from '../PostCard/fixtures';
import { renderThemed } from '../test/render';
import { ConnectedPostsGrid } from './ConnectedPostsGrid';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

const pageOf = (index: number, total: number): Schemas['PostPage'] => {
  const first = index * 15 + 1;
  const content = Array.from({ length: Math.min(15, total - index * 15) }, (_, i) =>
    samplePost(first + i, { images: 0, caption: `Post número ${first + i}` }),
  );
  const totalPages = Math.ceil(total / 15);
  return {
    content,
    page: index,
    size: 15,
    totalElements: total,
    totalItems: total,
    totalPages,
    hasNext: index + 1 < totalPages,
    hasPrevious: index > 0,
    isFirst: index === 0,
    isLast: index + 1 >= totalPages,
  };
};

/** A fake API serving 30 posts in pages of 15, improving captions and recording the updates. */
function fakeApi() {
  const pages: number[] = [];
  const updates: FormData[] = [];
  const fetch = async (info: RequestInfo | URL, init?: RequestInit) => {
    const request = info instanceof Request && !init ? info : new Request(info, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1', '');
    if (request.method === 'GET' && path === '/posts') {
      const index = Number(url.searchParams.get('page'));
      pages.push(index);
      return ok(pageOf(index, 30));
    }
    if (request.method === 'GET' && path === '/platforms/user') return ok([]);
    if (request.method === 'POST' && path === '/smart/caption') {
      const { caption } = (await request.json()) as { caption: string };
      return ok({ caption: `${caption} ✨` });
    }
    if (request.method === 'PUT' && path === '/posts/1') {
      const form = await request.formData();
      updates.push(form);
      return ok({ ...samplePost(1, { images: 0 }), caption: String(form.get('caption')) });
    }
    return new Response(null, { status: 404 });
  };
  const client = createPostifyClient({
    baseUrl: 'http://api.test/api/v1',
    tokenStore: createMemoryTokenStore({ user: {}, accessToken: 'a', refreshToken: 'r' }),
    fetch,
  });
  return { client, pages, updates };
}

function renderGrid(client: ReturnType<typeof fakeApi>['client']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderThemed(
    <PostifyProvider client={client} queryClient={queryClient}>
      <div style={{ height: 600, width: 700 }}>
        <ConnectedPostsGrid minColumnWidth={600} />
      </div>
    </PostifyProvider>,
  );
}

describe('ConnectedPostsGrid', () => {
  it('reads page 0, then page 1 once the scroll passes 90 %', async () => {
    const { client, pages } = fakeApi();
    await renderGrid(client);
    await expect.element(page.getByRole('heading', { name: '#1', exact: true })).toBeVisible();
    expect(pages).toEqual([0]);
    const scroller = page.getByRole('region', { name: 'Lista de posts' }).element();
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
    await expect.poll(() => pages).toEqual([0, 1]);
  });

  it('edits a card through the hooks: AI caption, then Salvar sends the update', async () => {
    const { client, updates } = fakeApi();
    await renderGrid(client);
    await page.getByRole('button', { name: 'Editar post #1' }).click();
    const caption = page.getByRole('textbox', { name: 'Legenda' });
    await userEvent.clear(caption);
    await userEvent.type(caption, 'Café novo');
    await page.getByRole('button', { name: 'Melhorar legenda com IA' }).click();
    await expect.element(caption).toHaveValue('Café novo ✨');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByRole('button', { name: 'Editar post #1' })).toBeVisible();
    expect(updates[0]?.get('caption')).toBe('Café novo ✨');
  });
});
