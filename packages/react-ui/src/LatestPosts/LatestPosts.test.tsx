import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { samplePosts } from '../PostCard/fixtures';
import { renderThemed } from '../test/render';
import { LatestPosts } from './LatestPosts';

describe('LatestPosts', () => {
  it('lays the posts in one row capped at 600px that scrolls sideways', async () => {
    await renderThemed(
      <div style={{ width: 600 }}>
        <LatestPosts posts={samplePosts(5)} />
      </div>,
    );
    const row = page.getByRole('list', { name: /Últimos posts/ }).element() as HTMLElement;
    const style = getComputedStyle(row);
    expect(style.maxHeight).toBe('600px');
    expect(style.overflowX).toBe('auto');
    expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    const items = [...row.querySelectorAll('li')].map((li) => li.getBoundingClientRect().top);
    expect(new Set(items).size).toBe(1);
    await expect.element(page.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/posts');
  });

  it('is as tall while the posts load as once they have arrived, so nothing under it moves', async () => {
    await renderThemed(
      <div style={{ width: 600 }}>
        <LatestPosts posts={[]} isLoading />
        <LatestPosts posts={samplePosts(5)} />
      </div>,
    );
    await expect.element(page.getByRole('status', { name: 'Carregando posts...' })).toBeInTheDocument();
    const [loading, loaded] = [...document.querySelectorAll('section')].map(
      (card) => card.getBoundingClientRect().height,
    );
    expect(loading).toBeGreaterThan(200);
    expect(loading).toBe(loaded);
  });

  it('shows the empty state with Criar Post', async () => {
    await renderThemed(<LatestPosts posts={[]} />);
    await expect.element(page.getByRole('heading', { name: 'Nenhum post ainda' })).toBeVisible();
    await expect.element(page.getByText('Crie seu primeiro post para começar')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Criar Post' }))
      .toHaveAttribute('href', '/posts/create');
  });
});
