import { PostifyProvider } from '@postify/hooks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { ConnectedStorageBrowser } from './ConnectedStorageBrowser';
import { createFakeClient, createMemoryQueryAdapter, type FakeRoute } from './fakeApi';
import { campaignFiles, campaignFolders, rootFolders, usage } from './fixtures';

const campaigns = rootFolders[0];
const contracts = rootFolders[1];

function storageApi(): { route: FakeRoute; created: unknown[] } {
  const roots = [...rootFolders];
  const created: unknown[] = [];
  const route: FakeRoute = async (request, url) => {
    const path = url.pathname.replace('/api/v1', '');
    if (request.method === 'GET' && path === '/storage/folders') return { data: roots };
    if (request.method === 'GET' && path === '/storage/usage') return { data: usage };
    if (request.method === 'POST' && path === '/storage/folders') {
      const body = (await request.json()) as { name: string };
      created.push(body);
      const folder = {
        folderId: '7d3f1c2a-0000-4000-8000-000000000099',
        name: body.name,
        needsPassword: false,
        parentFolderId: null,
        createdAt: '2026-11-22T12:00:00.000Z',
      };
      roots.push(folder);
      return { data: { ...folder, subfolders: [], files: [], breadcrumbs: [] }, status: 201 };
    }
    if (request.method === 'GET' && campaigns && path === `/storage/folders/${campaigns.folderId}`) {
      return { data: { ...campaigns, subfolders: campaignFolders, files: campaignFiles, breadcrumbs: [] } };
    }
    if (request.method === 'GET' && contracts && path === `/storage/folders/${contracts.folderId}`) {
      if (request.headers.get('X-Folder-Password') !== 'segredo') {
        return {
          error: { status: 403, code: 'FOLDER_PASSWORD_REQUIRED', message: 'Senha da pasta incorreta' },
        };
      }
      return { data: { ...contracts, subfolders: [], files: [], breadcrumbs: [] } };
    }
    if (request.method === 'DELETE' && contracts && path === `/storage/folders/${contracts.folderId}`) {
      if (request.headers.get('X-Folder-Password') !== 'segredo') {
        return {
          error: { status: 403, code: 'FOLDER_PASSWORD_REQUIRED', message: 'Senha da pasta incorreta' },
        };
      }
      return { data: null };
    }
    return undefined;
  };
  return { route, created };
}

describe('ConnectedStorageBrowser', () => {
  it('lists the root, opens a folder into the URL query and creates a folder through the API', async () => {
    const { route, created } = storageApi();
    const { client } = createFakeClient(route);
    const adapter = createMemoryQueryAdapter('tab=arquivos');
    await renderThemed(
      <PostifyProvider
        client={client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConnectedStorageBrowser adapter={adapter} timeZone="America/Sao_Paulo" />
      </PostifyProvider>,
    );
    await expect.element(page.getByText('2,5 GB de 10 GB')).toBeVisible();
    await page.getByRole('navigation', { name: 'Pastas' }).getByRole('button', { name: 'Campanhas' }).click();
    await expect.element(page.getByRole('rowheader', { name: 'briefing.pdf' })).toBeVisible();
    const query = adapter.read();
    expect(query.get('tab')).toBe('arquivos');
    expect(query.get('folder')).toBe(campaigns?.folderId);
    expect(JSON.parse(query.get('path') ?? '[]')).toEqual([
      { folderId: campaigns?.folderId, name: 'Campanhas' },
    ]);

    await page.getByRole('link', { name: 'Meus Arquivos' }).click();
    await expect.element(page.getByRole('grid', { name: 'Conteúdo de Meus Arquivos' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar Arquivo' }).click();
    await userEvent.keyboard('Relatórios{Enter}');
    await expect.element(page.getByRole('rowheader', { name: 'Relatórios' })).toBeVisible();
    expect(created).toEqual([{ name: 'Relatórios', parent_folder_id: null, needs_password: false }]);
  });

  it('asks again with the server message when a folder password is refused', async () => {
    const { route } = storageApi();
    const { client, requests } = createFakeClient(route);
    const adapter = createMemoryQueryAdapter();
    await renderThemed(
      <PostifyProvider
        client={client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConnectedStorageBrowser adapter={adapter} />
      </PostifyProvider>,
    );
    await page
      .getByRole('navigation', { name: 'Pastas' })
      .getByRole('button', { name: /Contratos/ })
      .click();
    await userEvent.keyboard('errada{Enter}');
    await expect.element(page.getByText('Senha da pasta incorreta')).toBeVisible();
    await userEvent.keyboard('{Control>}a{/Control}segredo{Enter}');
    await expect.element(page.getByRole('grid', { name: 'Conteúdo de Contratos' })).toBeVisible();
    await expect.element(page.getByText('Esta pasta está vazia')).toBeVisible();
    expect(requests.some((request) => request.headers.get('X-Folder-Password') === 'segredo')).toBe(true);
  });

  it('deletes a protected folder from its parent with the password it was opened with', async () => {
    const { route } = storageApi();
    const { client, requests } = createFakeClient(route);
    await renderThemed(
      <PostifyProvider
        client={client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConnectedStorageBrowser adapter={createMemoryQueryAdapter()} />
      </PostifyProvider>,
    );
    await page
      .getByRole('navigation', { name: 'Pastas' })
      .getByRole('button', { name: /Contratos/ })
      .click();
    await userEvent.keyboard('segredo{Enter}');
    await expect.element(page.getByRole('grid', { name: 'Conteúdo de Contratos' })).toBeVisible();
    await page.getByRole('link', { name: 'Meus Arquivos' }).click();
    await expect.element(page.getByRole('grid', { name: 'Conteúdo de Meus Arquivos' })).toBeVisible();
    await page.getByRole('button', { name: 'Excluir Contratos' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    const deletion = requests.find((request) => request.method === 'DELETE');
    expect(deletion?.headers.get('X-Folder-Password')).toBe('segredo');
    expect(requests.every((request) => !request.url.includes('segredo'))).toBe(true);
  });
});
