import { PostifyProvider } from '@postify/hooks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createFakeClient, createMemoryQueryAdapter } from '../StorageBrowser/fakeApi';
import { renderThemed } from '../test/render';
import { ConnectedAccountLinking } from './ConnectedAccountLinking';
import { platforms } from './fixtures';

function api() {
  return createFakeClient((request, url) => {
    const path = url.pathname.replace('/api/v1', '');
    if (request.method === 'GET' && path === '/platforms/user') return { data: platforms };
    if (request.method === 'POST' && path === '/social-media-account/authorize') {
      return {
        data: {
          authorizationUrl: 'https://tiktok.test/auth?state=s1',
          state: 's1',
          expiresAt: '2026-11-22T12:10:00.000Z',
        },
      };
    }
    return undefined;
  });
}

const cache = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('ConnectedAccountLinking', () => {
  it('starts the authorization after the warning and leaves for the network', async () => {
    const { client } = api();
    const navigate = vi.fn();
    await renderThemed(
      <PostifyProvider client={client} queryClient={cache()} navigate={navigate}>
        <ConnectedAccountLinking adapter={createMemoryQueryAdapter()} />
      </PostifyProvider>,
    );
    await page.getByRole('button', { name: 'Conectar TikTok' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://tiktok.test/auth?state=s1'));
    expect(sessionStorage.length).toBeGreaterThan(0);
  });

  it('explains a denied return and an invalid one in pt-BR', async () => {
    const { client } = api();
    const denied = await renderThemed(
      <PostifyProvider client={client} queryClient={cache()}>
        <ConnectedAccountLinking adapter={createMemoryQueryAdapter('error=access_denied&state=s1')} />
      </PostifyProvider>,
    );
    await expect
      .element(page.getByText('A autorização foi negada. Nenhuma conta foi conectada.'))
      .toBeVisible();
    await denied.unmount();
    await renderThemed(
      <PostifyProvider client={client} queryClient={cache()}>
        <ConnectedAccountLinking adapter={createMemoryQueryAdapter('code=abc&state=unknown-state')} />
      </PostifyProvider>,
    );
    await expect
      .element(page.getByText('O retorno da autorização é inválido ou expirou. Tente conectar novamente.'))
      .toBeVisible();
  });
});
