import { PostifyProvider } from '@postify/hooks';
import { createMemoryTokenStore, createPostifyClient } from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { ConnectedPostComposer } from './ConnectedPostComposer';
import { fixedNow, fixedRandom } from './fixtures';

const baseUrl = 'http://api.test/api/v1';
const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const platforms = [
  {
    id: 1,
    name: 'Instagram',
    displayIcon: '/icons/instagram.svg',
    isAllowedToLink: true,
    socialMediaAccounts: [
      {
        id: '7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b',
        platformId: 1,
        platformName: 'Instagram',
        username: 'loja.aurora',
        userProfilePictureUrl: null,
        status: 'ACTIVE',
        createdAt: '2026-11-01T12:00:00.000Z',
      },
    ],
  },
];

/**
 * A fake API answering the calls the composer makes, recording the template it receives and the paths
 * called; `queueAnswer` is the answer of 'Adicionar à fila'.
 */
function fakeApi(queueAnswer: () => Response = () => new Response(null, { status: 404 })) {
  const sent: FormData[] = [];
  const calls: string[] = [];
  const fetch = async (info: RequestInfo | URL, init?: RequestInit) => {
    const input = info instanceof Request && !init ? info : new Request(info, init);
    const path = new URL(input.url).pathname.replace('/api/v1', '');
    calls.push(`${input.method} ${path}`);
    if (input.method === 'GET' && path === '/queue')
      return ok([
        {
          at: '2026-11-30T12:00:00.000Z',
          socialMediaAccountId: '7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b',
          scheduleId: null,
          postId: null,
          caption: null,
        },
      ]);
    if (input.method === 'POST' && path === '/posts/77/queue') return queueAnswer();
    if (input.method === 'DELETE' && path === '/posts/77') return ok(null);
    if (input.method === 'GET' && path === '/platforms/user') return ok(platforms);
    if (input.method === 'POST' && path === '/smart/caption') {
      const { caption } = (await input.json()) as { caption: string };
      return ok({ caption: `${caption} — aproveite!` });
    }
    if (input.method === 'POST' && path === '/templates/scheduled') {
      sent.push(await input.formData());
      return ok({ id: 77, caption: 'x', schedules: [] }, 201);
    }
    return new Response(null, { status: 404 });
  };
  const client = createPostifyClient({
    baseUrl,
    tokenStore: createMemoryTokenStore({ user: {}, accessToken: 'a', refreshToken: 'r' }),
    fetch,
  });
  return { client, sent, calls };
}

describe('ConnectedPostComposer', () => {
  it('lists the API accounts, improves the caption and posts the template through the hooks', async () => {
    const { client, sent } = fakeApi();
    const onSaved = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const s = await renderThemed(
      <PostifyProvider client={client} queryClient={queryClient}>
        <ConnectedPostComposer now={fixedNow} random={fixedRandom} onSaved={onSaved} />
      </PostifyProvider>,
    );
    await userEvent.type(s.getByRole('textbox', { name: 'Legenda' }), 'Nova coleção');
    await userEvent.click(s.getByRole('button', { name: 'Melhorar legenda com IA' }));
    await expect
      .element(s.getByRole('textbox', { name: 'Legenda' }))
      .toHaveValue('Nova coleção — aproveite!');

    await userEvent.click(s.getByText('Postar agora'));
    await userEvent.click(s.getByText('loja.aurora'));
    await userEvent.click(s.getByRole('button', { name: 'Postar Agora' }));
    await userEvent.click(s.getByRole('alertdialog').getByRole('button', { name: 'Postar Agora' }));

    await expect.element(s.getByRole('link', { name: 'Ver post' })).toHaveAttribute('href', '/posts');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 77 }));
    const body = sent[0];
    expect(body?.get('caption')).toBe('Nova coleção — aproveite!');
    expect(body?.get('scheduleRequestDtos[0].schedule')).toBe(fixedNow().toISOString());
    expect(body?.get('scheduleRequestDtos[0].socialMediaAccountIds[0]')).toBe(
      '7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b',
    );
  });

  it("deletes the draft it saved when 'Adicionar à fila' is refused, and shows the reason", async () => {
    const { client, calls } = fakeApi(
      () =>
        new Response(
          JSON.stringify({
            status: 'error',
            code: 'CONFLICT',
            message: 'Todos os horários da fila desta conta estão ocupados nas próximas 8 semanas',
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const s = await renderThemed(
      <PostifyProvider client={client} queryClient={queryClient}>
        <ConnectedPostComposer now={fixedNow} random={fixedRandom} />
      </PostifyProvider>,
    );
    await userEvent.type(s.getByRole('textbox', { name: 'Legenda' }), 'Nova coleção');
    await userEvent.click(s.getByText('Adicionar à fila'));
    await userEvent.click(s.getByText('loja.aurora'));
    await userEvent.click(s.getByRole('button', { name: 'Adicionar à fila' }));
    await userEvent.click(s.getByRole('alertdialog').getByRole('button', { name: 'Adicionar à fila' }));

    await expect
      .element(s.getByText('Todos os horários da fila desta conta estão ocupados nas próximas 8 semanas'))
      .toBeVisible();
    expect(calls).toEqual(
      expect.arrayContaining(['POST /templates/scheduled', 'POST /posts/77/queue', 'DELETE /posts/77']),
    );
  });
});
