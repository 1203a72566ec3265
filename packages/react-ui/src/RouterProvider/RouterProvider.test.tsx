import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { FloatingCreateButton } from '../FloatingCreateButton';
import { LinkButton } from '../LinkButton';
import { renderThemed } from '../test/render';
import { RouterProvider } from './RouterProvider';

describe('RouterProvider', () => {
  it("sends the components' links to the app's router instead of loading a page", async () => {
    const navigate = vi.fn();
    await renderThemed(
      <RouterProvider navigate={navigate}>
        <FloatingCreateButton />
        <LinkButton href="/posts">Ver todos</LinkButton>
      </RouterProvider>,
    );
    const before = window.location.href;
    await userEvent.click(page.getByRole('link', { name: 'Novo Post' }));
    await userEvent.click(page.getByRole('link', { name: 'Ver todos' }));
    expect(navigate.mock.calls.map(([href]) => href)).toEqual(['/posts/create', '/posts']);
    expect(window.location.href).toBe(before);
  });

  it("writes the router's hrefs for app paths and leaves absolute addresses alone", async () => {
    await renderThemed(
      <RouterProvider navigate={vi.fn()} useHref={(href) => `/app${href}`}>
        <LinkButton href="/posts">Ver todos</LinkButton>
        <LinkButton href="https://billing.example/portal?email=a%40b.c" target="_blank">
          Portal
        </LinkButton>
      </RouterProvider>,
    );
    await expect.element(page.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/app/posts');
    await expect
      .element(page.getByRole('link', { name: 'Portal' }))
      .toHaveAttribute('href', 'https://billing.example/portal?email=a%40b.c');
  });

  it('leaves a link that opens a new tab to the browser', async () => {
    const navigate = vi.fn();
    await renderThemed(
      <RouterProvider navigate={navigate}>
        <LinkButton href="https://billing.example/portal" target="_blank">
          Portal
        </LinkButton>
      </RouterProvider>,
    );
    const link = page.getByRole('link', { name: 'Portal' }).element();
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
