import type { Schemas } from '@postify/sdk';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { samplePost } from '../PostCard/fixtures';
import { renderThemed } from '../test/render';
import { PostsGrid, type PostsGridProps } from './PostsGrid';

// Light stand-ins for cards keep row heights fixed, so scroll fractions are exact.
const lightPosts = (count: number): Schemas['Post'][] => {
  const template = samplePost(1, { images: 0 });
  return Array.from({ length: count }, (_, i) => ({ ...template, id: i + 1 }));
};
const renderPost = (post: Schemas['Post']) => (
  <article style={{ height: 84 }} aria-label={`Post ${post.id}`}>
    Post {post.id}
  </article>
);

function Grid(props: Partial<PostsGridProps>) {
  return (
    <div style={{ height: 500, width: 600 }}>
      <PostsGrid
        posts={[]}
        renderPost={renderPost}
        estimatedRowHeight={100}
        minColumnWidth={500}
        {...props}
      />
    </div>
  );
}

/** A light card that counts its commits (mount and updates) in `drawn`. */
function Counted({ post, drawn }: { post: Schemas['Post']; drawn: Map<number, number> }) {
  useEffect(() => {
    drawn.set(post.id, (drawn.get(post.id) ?? 0) + 1);
  });
  return renderPost(post);
}

const scroller = () => page.getByRole('region', { name: 'Lista de posts' }).element() as HTMLElement;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function scrollToFraction(fraction: number) {
  const el = scroller();
  el.scrollTop = el.scrollHeight * fraction - el.clientHeight;
  el.dispatchEvent(new Event('scroll'));
  await wait(200);
}

describe('PostsGrid', () => {
  it('asks for the next page only once the scroll passes 90 % of the list', async () => {
    const onLoadMore = vi.fn();
    await renderThemed(<Grid posts={lightPosts(45)} hasMore onLoadMore={onLoadMore} />);
    await expect.element(page.getByRole('article', { name: 'Post 1', exact: true })).toBeVisible();
    await scrollToFraction(0.6);
    await scrollToFraction(0.85);
    expect(onLoadMore).not.toHaveBeenCalled();
    await scrollToFraction(0.92);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while a page is loading or when there is no next page', async () => {
    const onLoadMore = vi.fn();
    const view = await renderThemed(
      <Grid posts={lightPosts(45)} hasMore isLoadingMore onLoadMore={onLoadMore} />,
    );
    await scrollToFraction(1);
    expect(onLoadMore).not.toHaveBeenCalled();
    await expect.element(page.getByText('Carregando mais posts...')).toBeInTheDocument();
    await view.rerender(<Grid posts={lightPosts(45)} hasMore={false} onLoadMore={onLoadMore} />);
    await scrollToFraction(0.5);
    await scrollToFraction(1);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('keeps only the rows in view in the DOM with 10,000 posts, and reaches any of them', async () => {
    await renderThemed(<Grid posts={lightPosts(10_000)} />);
    await expect.element(page.getByRole('article', { name: 'Post 1', exact: true })).toBeVisible();
    expect(document.querySelectorAll('article').length).toBeLessThan(30);
    const el = scroller();
    el.scrollTop = 100 * 5_000;
    await expect.element(page.getByRole('article', { name: 'Post 5001', exact: true })).toBeVisible();
    expect(document.querySelectorAll('article').length).toBeLessThan(30);
  });

  it('draws each card once while the list scrolls past it', async () => {
    // Counted at each commit of a card (an effect without dependencies), not at each render: a row that
    // appears while scrolling draws its cards in a background render React may start over.
    const drawn = new Map<number, number>();
    const counting = (post: Schemas['Post']) => <Counted post={post} drawn={drawn} />;
    await renderThemed(<Grid posts={lightPosts(200)} renderPost={counting} />);
    await expect.element(page.getByRole('article', { name: 'Post 1', exact: true })).toBeVisible();
    const el = scroller();
    for (let top = 0; top <= 2_000; top += 50) {
      el.scrollTop = top;
      await new Promise(requestAnimationFrame);
    }
    await expect.element(page.getByRole('article', { name: 'Post 21', exact: true })).toBeVisible();
    expect(Math.max(...drawn.values())).toBe(1);
  });

  it('lays posts out in as many columns as fit', async () => {
    await renderThemed(
      <div style={{ height: 500, width: 1000 }}>
        <PostsGrid posts={lightPosts(6)} renderPost={renderPost} minColumnWidth={300} />
      </div>,
    );
    const first = page
      .getByRole('article', { name: 'Post 1', exact: true })
      .element()
      .getBoundingClientRect();
    const third = page
      .getByRole('article', { name: 'Post 3', exact: true })
      .element()
      .getBoundingClientRect();
    expect(third.top).toBe(first.top);
    expect(third.left).toBeGreaterThan(first.left);
  });

  it('shows the empty state, the error banner and the refresh action', async () => {
    const onRefresh = vi.fn();
    const view = await renderThemed(<Grid onRefresh={onRefresh} />);
    await expect.element(page.getByRole('heading', { name: 'Nenhum post encontrado' })).toBeVisible();
    await expect.element(page.getByText('Comece criando seu primeiro post!')).toBeVisible();
    await page.getByRole('button', { name: 'Atualizar' }).click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await view.rerender(<Grid isError posts={lightPosts(2)} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Erro ao buscar posts');
    await expect
      .element(page.getByRole('link', { name: 'Novo Post' }))
      .toHaveAttribute('href', '/posts/create');
  });
});
