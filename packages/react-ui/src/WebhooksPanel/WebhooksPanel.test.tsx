import { PostifyApiError } from '@postify/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PostifyI18nProvider } from '../i18n/PostifyI18nProvider';
import { renderThemed } from '../test/render';
import { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel';

const endpoint: WebhooksPanelProps['endpoints'][number] = {
  id: '0b8f2c4e-6a1d-4e3f-9b7c-5d2a1e0f3c4b',
  url: 'https://parceiro.exemplo.com.br/hooks',
  description: '',
  events: ['post.failed'],
  enabled: false,
  disabledAt: '2026-11-23T09:00:00.000Z',
  consecutiveFailures: 5,
  createdAt: '2026-11-22T14:05:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
};

function props(over: Partial<WebhooksPanelProps> = {}): WebhooksPanelProps {
  return {
    endpoints: [],
    onCreate: vi.fn(async () => {}),
    onSetEnabled: vi.fn(),
    onRemove: vi.fn(async () => {}),
    onOpenDeliveries: vi.fn(),
    onRedeliver: vi.fn(),
    ...over,
  };
}

describe('WebhooksPanel', () => {
  it('adds an endpoint with the chosen events and closes the form', async () => {
    const onCreate = vi.fn(async () => {});
    await renderThemed(<WebhooksPanel {...props({ onCreate })} />);
    await page.getByRole('button', { name: 'Adicionar endpoint' }).click();
    await page
      .getByRole('textbox', { name: /URL do endpoint/ })
      .fill('https://parceiro.exemplo.com.br/hooks');
    await page.getByRole('textbox', { name: 'Descrição (opcional)' }).fill('Painel');
    // The checkbox input is visually hidden under its box: a pointer user clicks the label.
    await page.getByText('Post agendado').click();
    await page.getByText('Conta desconectada').click();
    await expect.element(page.getByRole('checkbox', { name: 'Post agendado' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Salvar endpoint' }).click();
    expect(onCreate).toHaveBeenCalledWith({
      url: 'https://parceiro.exemplo.com.br/hooks',
      description: 'Painel',
      events: ['post.published', 'post.failed'],
    });
    await expect.element(page.getByRole('form', { name: 'Adicionar endpoint' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the URL under the field", async () => {
    const onCreate = vi.fn(async () => {
      throw new PostifyApiError({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Dados inválidos',
        details: [{ field: 'url', message: 'A URL deve começar com https://' }],
      });
    });
    await renderThemed(<WebhooksPanel {...props({ onCreate })} />);
    await page.getByRole('button', { name: 'Adicionar endpoint' }).click();
    await page.getByRole('textbox', { name: /URL do endpoint/ }).fill('http://localhost:4000/hooks');
    await page.getByRole('button', { name: 'Salvar endpoint' }).click();
    await expect.element(page.getByText('A URL deve começar com https://')).toBeVisible();
    await expect.element(page.getByRole('form', { name: 'Adicionar endpoint' })).toBeVisible();
  });

  it('turns a disabled endpoint back on, opens its deliveries and asks before removing it', async () => {
    const onSetEnabled = vi.fn();
    const onOpenDeliveries = vi.fn();
    const onRemove = vi.fn(async () => {});
    await renderThemed(
      <WebhooksPanel {...props({ endpoints: [endpoint], onSetEnabled, onOpenDeliveries, onRemove })} />,
    );
    await expect.element(page.getByText('Desativado após falhas repetidas')).toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'Receber eventos' })).not.toBeChecked();
    await page.getByText('Receber eventos').click();
    expect(onSetEnabled).toHaveBeenCalledWith(endpoint, true);
    await page.getByRole('button', { name: 'Entregas' }).click();
    expect(onOpenDeliveries).toHaveBeenCalledWith(endpoint.id);
    await page.getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    expect(onRemove).toHaveBeenCalledWith(endpoint);
  });

  it('speaks English under PostifyI18nProvider locale="en", event labels and URL refusals included', async () => {
    await renderThemed(
      <PostifyI18nProvider locale="en">
        <WebhooksPanel {...props({ endpoints: [endpoint] })} />
      </PostifyI18nProvider>,
    );
    await expect.element(page.getByText('Disabled after repeated failures')).toBeVisible();
    await expect.element(page.getByText('Publication failed')).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Post published' })).toBeChecked();
    await page.getByRole('textbox', { name: /Endpoint URL/ }).fill('ftp://parceiro.exemplo.com.br');
    await page.getByRole('button', { name: 'Save endpoint' }).click();
    await expect.element(page.getByText('Enter a valid URL')).toBeVisible();
  });
});
