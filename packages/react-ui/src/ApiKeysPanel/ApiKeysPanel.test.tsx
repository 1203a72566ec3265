import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PostifyI18nProvider } from '../i18n/PostifyI18nProvider';
import { renderThemed } from '../test/render';
import { ApiKeysPanel, type ApiKeysPanelProps } from './ApiKeysPanel';

const key = {
  id: '0b8f4c1e-6a3d-4f2b-9c7e-5d1a2b3c4d5e',
  name: 'Loja virtual',
  prefix: 'pk_Xq3vB7',
  scopes: ['posts:read' as const],
  createdAt: '2026-11-20T14:05:00.000Z',
  lastUsedAt: null,
};

function props(overrides: Partial<ApiKeysPanelProps> = {}): ApiKeysPanelProps {
  return {
    keys: [key],
    origins: [],
    onCreate: vi.fn(async () => {}),
    onRevoke: vi.fn(async () => {}),
    onSaveOrigins: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('ApiKeysPanel', () => {
  it('creates a key with its name and chosen scopes', async () => {
    const onCreate = vi.fn(async () => {});
    await renderThemed(<ApiKeysPanel {...props({ onCreate })} />);
    await page.getByRole('textbox', { name: 'Nome da chave' }).fill('  Loja nova ');
    await page.getByRole('group', { name: 'Permissões' }).getByText('Ler posts').click();
    await page.getByRole('group', { name: 'Permissões' }).getByText('Enviar mídias').click();
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await vi.waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ name: 'Loja nova', scopes: ['posts:read', 'media:write'] }),
    );
    await expect.element(page.getByRole('textbox', { name: 'Nome da chave' })).toHaveValue('');
  });

  it("shows the server's refusal when creating fails", async () => {
    await renderThemed(
      <ApiKeysPanel
        {...props({
          onCreate: () => Promise.reject(new Error('Você não tem permissão para realizar esta ação')),
        })}
      />,
    );
    await page.getByRole('textbox', { name: 'Nome da chave' }).fill('Loja');
    await page.getByRole('group', { name: 'Permissões' }).getByText('Ler posts').click();
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await expect.element(page.getByText('Você não tem permissão para realizar esta ação')).toBeVisible();
  });

  it('revokes only after the confirmation', async () => {
    const onRevoke = vi.fn(async () => {});
    await renderThemed(<ApiKeysPanel {...props({ onRevoke })} />);
    await page.getByRole('button', { name: 'Revogar a chave Loja virtual' }).click();
    expect(onRevoke).not.toHaveBeenCalled();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
    await vi.waitFor(() => expect(onRevoke).toHaveBeenCalledWith(key));
  });

  it('adds an exact origin and refuses a wildcard', async () => {
    const onSaveOrigins = vi.fn(async () => {});
    await renderThemed(<ApiKeysPanel {...props({ onSaveOrigins })} />);
    const field = page.getByRole('textbox', { name: 'Nova origem' });
    await field.fill('https://*.exemplo.com');
    await page.getByRole('button', { name: 'Adicionar origem' }).click();
    await expect
      .element(page.getByText('Curingas (*) não são aceitos: informe cada origem por completo'))
      .toBeVisible();
    expect(onSaveOrigins).not.toHaveBeenCalled();
    await field.fill('https://loja.exemplo.com.br');
    await page.getByRole('button', { name: 'Adicionar origem' }).click();
    await vi.waitFor(() => expect(onSaveOrigins).toHaveBeenCalledWith(['https://loja.exemplo.com.br']));
  });

  it('removes an origin', async () => {
    const onSaveOrigins = vi.fn(async () => {});
    const origins = ['https://loja.exemplo.com.br', 'http://localhost:5173'];
    await renderThemed(<ApiKeysPanel {...props({ onSaveOrigins, origins })} />);
    await page.getByRole('button', { name: 'Remover http://localhost:5173' }).click();
    await vi.waitFor(() => expect(onSaveOrigins).toHaveBeenLastCalledWith(['https://loja.exemplo.com.br']));
  });

  it('speaks English under PostifyI18nProvider locale="en", the SDK rules\' refusals included', async () => {
    const onSaveOrigins = vi.fn(async () => {});
    await renderThemed(
      <PostifyI18nProvider locale="en">
        <ApiKeysPanel {...props({ onSaveOrigins })} />
      </PostifyI18nProvider>,
    );
    await expect.element(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect.element(page.getByText('Give the key a name')).toBeVisible();
    await expect.element(page.getByText('Choose at least one permission')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Revoke the key Loja virtual' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New origin' }).fill('https://*.exemplo.com');
    await page.getByRole('button', { name: 'Add origin' }).click();
    await expect
      .element(page.getByText('Wildcards (*) are not accepted: enter each origin in full'))
      .toBeVisible();
    expect(onSaveOrigins).not.toHaveBeenCalled();
  });
});
