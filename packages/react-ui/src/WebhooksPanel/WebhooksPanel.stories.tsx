import type { Schemas } from '@postify/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { WebhooksPanel } from './WebhooksPanel';

const created = '2026-11-22T14:05:00.000Z';
const active: Schemas['WebhookEndpoint'] = {
  id: '0b8f2c4e-6a1d-4e3f-9b7c-5d2a1e0f3c4b',
  url: 'https://parceiro.exemplo.com.br/postify/webhooks',
  description: 'Painel do parceiro',
  events: ['post.published', 'post.failed'],
  enabled: true,
  disabledAt: null,
  consecutiveFailures: 0,
  createdAt: created,
  updatedAt: created,
};
const disabled: Schemas['WebhookEndpoint'] = {
  id: '1c9e3d5f-7b2e-4f40-8c8d-6e3b2f1a4d5c',
  url: 'https://crm.exemplo.com/hooks/postify',
  description: '',
  events: ['post.scheduled', 'account.disconnected'],
  enabled: false,
  disabledAt: '2026-11-23T09:00:00.000Z',
  consecutiveFailures: 5,
  createdAt: created,
  updatedAt: '2026-11-23T09:00:00.000Z',
};
const paused: Schemas['WebhookEndpoint'] = {
  ...active,
  id: '2d0f4e6a-8c3f-4a51-9d9e-7f4c3a2b5e6d',
  url: 'https://staging.parceiro.exemplo.com.br/hooks',
  description: 'Homologação',
  enabled: false,
};

const delivery = (id: string, over: Partial<Schemas['WebhookDelivery']>): Schemas['WebhookDelivery'] => ({
  id,
  eventId: `9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c${id.slice(-2)}`,
  eventType: 'post.published',
  status: 'DELIVERED',
  attempts: 1,
  responseStatus: 204,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: created,
  createdAt: created,
  ...over,
});
const log: Schemas['WebhookDelivery'][] = [
  delivery('4c3b2a19-0f8e-4d7c-8b6a-5f4e3d2c1b01', {
    eventType: 'post.failed',
    status: 'PENDING',
    attempts: 2,
    responseStatus: 503,
    lastError: 'HTTP 503',
    nextAttemptAt: '2026-11-22T14:07:00.000Z',
    deliveredAt: null,
  }),
  delivery('4c3b2a19-0f8e-4d7c-8b6a-5f4e3d2c1b02', {
    status: 'FAILED',
    attempts: 8,
    responseStatus: null,
    lastError: 'timeout after 10000 ms',
    deliveredAt: null,
  }),
  delivery('4c3b2a19-0f8e-4d7c-8b6a-5f4e3d2c1b03', {}),
];

const meta = {
  parameters: domainComponent,
  title: 'Account/WebhooksPanel',
  component: WebhooksPanel,
  args: {
    endpoints: [active, paused, disabled],
    onCreate: fn(async () => {}),
    onSetEnabled: fn(),
    onRemove: fn(async () => {}),
    onOpenDeliveries: fn(),
    onRedeliver: fn(),
    onDismissSecret: fn(),
    copy: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WebhooksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three endpoints: active, paused by hand, and disabled after repeated failures. */
export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(canvas.getByText('Ativo')).toBeVisible();
    await expect(canvas.getByText('Pausado')).toBeVisible();
    await expect(canvas.getByText('Desativado após falhas repetidas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar endpoint' })).toBeEnabled();
  },
};

/** No endpoint yet. */
export const Empty: Story = {
  args: { endpoints: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum endpoint ainda')).toBeVisible();
  },
};

export const Loading: Story = { args: { endpoints: [], isLoading: true } };

export const LoadError: Story = {
  args: { endpoints: [], hasError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não foi possível carregar os webhooks.')).toBeVisible();
  },
};

/** Right after 'Salvar endpoint': the signing secret, shown this once, with 'Copiar'. */
export const SecretShownOnce: Story = {
  args: { endpoints: [active], newSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Segredo de assinatura' })).toHaveValue(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar' }));
    await expect(args.copy).toHaveBeenCalledWith('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    await expect(canvas.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  },
};

/** The add form, with the URL refused and no event chosen. */
export const AddForm: Story = {
  args: { endpoints: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar endpoint' }));
    const form = within(canvas.getByRole('form', { name: 'Adicionar endpoint' }));
    await userEvent.type(
      form.getByRole('textbox', { name: /URL do endpoint/ }),
      'http://parceiro.exemplo.com',
    );
    for (const label of ['Post publicado', 'Falha na publicação', 'Post agendado', 'Conta desconectada'])
      await userEvent.click(form.getByRole('checkbox', { name: label }));
    await userEvent.click(form.getByRole('button', { name: 'Salvar endpoint' }));
    await expect(form.getByText('A URL deve começar com https://')).toBeVisible();
    await expect(form.getByText('Escolha pelo menos um evento')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** An endpoint disabled after repeated failures, its log open: 'Reenviar' waits for it to be turned on. */
export const DisabledEndpoint: Story = {
  args: {
    endpoints: [disabled],
    openEndpointId: disabled.id,
    deliveries: log.map((d) => ({
      ...d,
      eventType: 'post.scheduled' as const,
      status: 'FAILED' as const,
      attempts: 8,
      responseStatus: 503,
      lastError: 'HTTP 503',
      nextAttemptAt: null,
      deliveredAt: null,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Desativado após falhas repetidas')).toBeVisible();
    await expect(canvas.getByText('Reative o endpoint para reenviar.')).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: 'Reenviar' }))
      await expect(button).toBeDisabled();
  },
};

/** 'Entregas' open: a retry waiting, a delivery given up after a timeout, one delivered. */
export const DeliveryLogWithFailures: Story = {
  args: { endpoints: [active], openEndpointId: active.id, deliveries: log },
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText('HTTP 503')).toBeVisible();
    await expect(table.getByText('timeout after 10000 ms')).toBeVisible();
    const [pending, failed] = table.getAllByRole('button', { name: 'Reenviar' });
    await expect(pending).toBeDisabled();
    if (failed) await userEvent.click(failed);
    await expect(args.onRedeliver).toHaveBeenCalledWith(log[1]);
  },
};

export const DeliveriesLoading: Story = {
  args: { endpoints: [active], openEndpointId: active.id, deliveries: [], deliveriesLoading: true },
};

export const DeliveriesEmpty: Story = {
  args: { endpoints: [active], openEndpointId: active.id, deliveries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma entrega ainda.')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
