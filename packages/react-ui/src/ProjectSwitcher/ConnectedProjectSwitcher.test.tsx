import { PostifyProvider } from '@postify/hooks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { createFakeClient } from '../StorageBrowser/fakeApi';
import { createToastQueue } from '../ToastRegion/toastQueue';
import { renderThemed } from '../test/render';
import { ConnectedProjectSwitcher } from './ConnectedProjectSwitcher';
import { invites, limits, members, projects } from './fixtures';

describe('ConnectedProjectSwitcher', () => {
  it('selects the default project, creates one through the API and toasts the success', async () => {
    const list = [...projects];
    const { client, requests } = createFakeClient(async (request, url) => {
      const path = url.pathname.replace('/api/v1', '');
      if (request.method === 'GET' && path === '/projects') return { data: { projects: list } };
      if (request.method === 'GET' && path === '/projects/limits') return { data: limits };
      if (request.method === 'POST' && path === '/projects') {
        const body = (await request.json()) as { name: string; description: string };
        const project = {
          ...projects[2],
          ...body,
          id: '5b7c0000-0000-4000-8000-000000000009',
          userRole: 'OWNER',
        };
        list.push(project as (typeof list)[number]);
        return { data: project, status: 201 };
      }
      return undefined;
    });
    const queue = createToastQueue();
    await renderThemed(
      <PostifyProvider
        client={client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConnectedProjectSwitcher toastQueue={queue} />
      </PostifyProvider>,
    );
    await expect.element(page.getByRole('button', { name: /Agência Aurora/ })).toBeVisible();
    await expect.element(page.getByText('3 de 5 projetos')).toBeVisible();
    await page.getByRole('button', { name: 'Criar Novo Projeto' }).click();
    await userEvent.keyboard('Loja Azul{Tab}Projeto da loja azul{Tab}{Tab}{Enter}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Projeto criado com sucesso!']);
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ name: 'Loja Azul', description: 'Projeto da loja azul' });
  });

  it('says Erro ao carregar projetos when the list fails', async () => {
    const { client } = createFakeClient(() => ({
      error: { status: 500, code: 'INTERNAL_ERROR', message: 'Erro interno' },
    }));
    await renderThemed(
      <PostifyProvider
        client={client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConnectedProjectSwitcher />
      </PostifyProvider>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Erro ao carregar projetos');
  });

  it('manages the members itself: lists them with the pending invites, removes one and revokes an invite', async () => {
    const { client, requests } = createFakeClient((request, url) => {
      const path = url.pathname.replace('/api/v1', '');
      const id = projects[0]?.id;
      if (request.method === 'GET' && path === '/projects') return { data: { projects } };
      if (request.method === 'GET' && path === '/projects/limits') return { data: limits };
      if (request.method === 'GET' && path === `/projects/${id}/members`) return { data: members };
      if (request.method === 'GET' && path === `/projects/${id}/invites`) return { data: invites };
      if (request.method === 'DELETE') return { data: null };
      return undefined;
    });
    await renderThemed(
      <PostifyProvider
        client={client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConnectedProjectSwitcher />
      </PostifyProvider>,
    );
    await page.getByRole('button', { name: 'Ações do projeto' }).click();
    await page.getByRole('menuitem', { name: 'Gerenciar membros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Membros de Agência Aurora' });
    await expect.element(dialog.getByText('Bruno Lima')).toBeVisible();
    await expect.element(dialog.getByText('eduarda@cliente.com.br')).toBeVisible();
    // Revoked invites are not pending: not listed.
    await expect.element(dialog.getByText('gabi@cliente.com.br')).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Remover Bruno Lima' }).click();
    await expect.element(dialog.getByText('Bruno Lima')).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Revogar convite de eduarda@cliente.com.br' }).click();
    await expect.element(dialog.getByText('eduarda@cliente.com.br')).not.toBeInTheDocument();
    expect(
      requests
        .filter((request) => request.method === 'DELETE')
        .map((request) => new URL(request.url).pathname),
    ).toEqual([
      `/api/v1/projects/${projects[0]?.id}/members/${members[1]?.id}`,
      `/api/v1/projects/${projects[0]?.id}/invites/${invites[0]?.id}`,
    ]);
  });
});
