import { PostifyProvider } from '@postify/hooks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { createFakeClient } from '../StorageBrowser/fakeApi';
import { createToastQueue } from '../ToastRegion/toastQueue';
import { renderThemed } from '../test/render';
import { ConnectedProjectSwitcher } from './ConnectedProjectSwitcher';
import { invites, limits, members, projects } from './fixtures';

const freshQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('ConnectedProjectSwitcher', () => {
  it('selects the default project, creates one through the API, toasts the success and keeps the selection', async () => {
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
    // The spec's rule: a project was selected, so the new one only joins the list.
    await expect.element(page.getByRole('button', { name: /Agência Aurora/ })).toBeVisible();
    expect(
      requests.filter((request) =>
        new URL(request.url).pathname.endsWith('5b7c0000-0000-4000-8000-000000000009'),
      ),
    ).toEqual([]);
  });

  it("toasts 'Erro ao trocar projeto' when a switch fails, and keeps the list and the current project", async () => {
    // GET /projects/{id} is not answered: the fake API's 404.
    const { client } = createFakeClient((request, url) => {
      const path = url.pathname.replace('/api/v1', '');
      if (request.method === 'GET' && path === '/projects') return { data: { projects } };
      if (request.method === 'GET' && path === '/projects/limits') return { data: limits };
      return undefined;
    });
    const queue = createToastQueue();
    await renderThemed(
      <PostifyProvider client={client} queryClient={freshQueryClient()}>
        <ConnectedProjectSwitcher toastQueue={queue} />
      </PostifyProvider>,
    );
    await page.getByRole('button', { name: /Agência Aurora/ }).click();
    await page.getByRole('option', { name: /Cliente Padaria Sol/ }).click();
    await vi.waitFor(() =>
      expect(queue.visibleToasts.map((toast) => toast.content)).toEqual([
        { title: 'Erro ao trocar projeto', tone: 'danger' },
      ]),
    );
    // Not 'Erro ao carregar projetos': the list still works and the current project stays.
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /Agência Aurora/ })).toBeVisible();
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

  it("toasts 'Erro ao definir projeto padrão' with the server's message when 'Definir como padrão' fails", async () => {
    const owned = projects.map((project) => ({ ...project, isDefault: false }));
    const { client } = createFakeClient((request, url) => {
      const path = url.pathname.replace('/api/v1', '');
      if (request.method === 'GET' && path === '/projects') return { data: { projects: owned } };
      if (request.method === 'GET' && path === '/projects/limits') return { data: limits };
      if (request.method === 'POST' && path === '/projects/set-default') {
        return { error: { status: 500, code: 'INTERNAL_ERROR', message: 'Erro interno do servidor' } };
      }
      return undefined;
    });
    const queue = createToastQueue();
    await renderThemed(
      <PostifyProvider client={client} queryClient={freshQueryClient()}>
        <ConnectedProjectSwitcher toastQueue={queue} />
      </PostifyProvider>,
    );
    await page.getByRole('button', { name: 'Ações do projeto' }).click();
    await page.getByRole('menuitem', { name: 'Definir como padrão' }).click();
    await vi.waitFor(() =>
      expect(queue.visibleToasts.map((toast) => toast.content)).toEqual([
        { title: 'Erro ao definir projeto padrão', description: 'Erro interno do servidor', tone: 'danger' },
      ]),
    );
  });

  it('reloads (through onCurrentProjectDeleted) once the current project is deleted', async () => {
    const { client } = createFakeClient((request, url) => {
      const path = url.pathname.replace('/api/v1', '');
      if (request.method === 'GET' && path === '/projects') return { data: { projects } };
      if (request.method === 'GET' && path === '/projects/limits') return { data: limits };
      if (request.method === 'DELETE' && path === `/projects/${projects[0]?.id}`) return { data: null };
      return undefined;
    });
    const queue = createToastQueue();
    const deleted = vi.fn();
    await renderThemed(
      <PostifyProvider client={client} queryClient={freshQueryClient()}>
        <ConnectedProjectSwitcher toastQueue={queue} onCurrentProjectDeleted={deleted} />
      </PostifyProvider>,
    );
    await page.getByRole('button', { name: 'Ações do projeto' }).click();
    await page.getByRole('menuitem', { name: 'Excluir projeto' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir projeto' }).click();
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledOnce());
    expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Projeto excluído']);
  });

  it('manages the members itself: changes a role, removes one after confirming and revokes an invite', async () => {
    const { client, requests } = createFakeClient(async (request, url) => {
      const path = url.pathname.replace('/api/v1', '');
      const id = projects[0]?.id;
      if (request.method === 'GET' && path === '/projects') return { data: { projects } };
      if (request.method === 'GET' && path === '/projects/limits') return { data: limits };
      if (request.method === 'GET' && path === `/projects/${id}/members`) return { data: members };
      if (request.method === 'GET' && path === `/projects/${id}/invites`) return { data: invites };
      if (request.method === 'DELETE') return { data: null };
      if (request.method === 'PUT' && path === `/projects/${id}/members/${members[2]?.id}`) {
        const { role } = (await request.json()) as { role: 'ADMIN' };
        return { data: { ...members[2], role } };
      }
      if (request.method === 'PUT') {
        return { error: { status: 403, code: 'FORBIDDEN', message: 'Sem permissão para alterar a função' } };
      }
      return undefined;
    });
    const queue = createToastQueue();
    await renderThemed(
      <PostifyProvider client={client} queryClient={freshQueryClient()}>
        <ConnectedProjectSwitcher toastQueue={queue} />
      </PostifyProvider>,
    );
    await page.getByRole('button', { name: 'Ações do projeto' }).click();
    await page.getByRole('menuitem', { name: 'Gerenciar membros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Membros de Agência Aurora' });
    await expect.element(dialog.getByText('Bruno Lima')).toBeVisible();
    await expect.element(dialog.getByText('eduarda@cliente.com.br')).toBeVisible();
    // Revoked invites are not pending: not listed.
    await expect.element(dialog.getByText('gabi@cliente.com.br')).not.toBeInTheDocument();

    await dialog.getByRole('button', { name: /Função de Carla Dias/ }).click();
    await page.getByRole('option', { name: 'Administrador' }).click();
    await expect
      .element(dialog.getByRole('button', { name: /Função de Carla Dias/ }))
      .toHaveTextContent('Administrador');
    expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual([
      'Função de Carla Dias alterada para Administrador',
    ]);
    await dialog.getByRole('button', { name: /Função de Diego Reis/ }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await expect.element(dialog.getByText('Sem permissão para alterar a função')).toBeVisible();
    await expect
      .element(dialog.getByRole('button', { name: /Função de Diego Reis/ }))
      .toHaveTextContent('Visualizador');

    await dialog.getByRole('button', { name: 'Remover Bruno Lima' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remover membro' })
      .getByRole('button', { name: 'Remover membro' })
      .click();
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
    expect(
      requests.filter((request) => request.method === 'PUT').map((request) => new URL(request.url).pathname),
    ).toEqual([
      `/api/v1/projects/${projects[0]?.id}/members/${members[2]?.id}`,
      `/api/v1/projects/${projects[0]?.id}/members/${members[3]?.id}`,
    ]);
  });
});
