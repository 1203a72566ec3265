import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { BillingCard } from './BillingCard';

const meta = {
  parameters: domainComponent,
  title: 'Account/BillingCard',
  component: BillingCard,
  args: { portalUrl: 'https://pagamentos.example.com/portal?email=ana%40example.com', hasSubscription: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BillingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubscription: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Acessar Portal de Cobrança/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://pagamentos.example.com/portal?email=ana%40example.com',
    );
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Without a subscription the link is disabled and the spec's reason is shown. */
export const WithoutSubscription: Story = {
  args: { portalUrl: null, hasSubscription: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Acessar Portal de Cobrança/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      canvas.getByText('Você precisa ter uma assinatura ativa para acessar o portal de cobrança.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { portalUrl: null, hasSubscription: false, isLoading: true } };

export const LoadError: Story = {
  args: { portalUrl: null, hasSubscription: false, hasError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não foi possível carregar as informações da assinatura.')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
