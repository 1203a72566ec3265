import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { activeSubscription, now, trialSubscription } from './fixtures';
import { SubscriptionCard } from './SubscriptionCard';

const meta = {
  parameters: domainComponent,
  title: 'Account/SubscriptionCard',
  component: SubscriptionCard,
  args: { subscription: trialSubscription, now, timeZone: 'America/Sao_Paulo' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the trial: the badge with the trial's end as a long pt-BR date. */
export const FreeTrial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Teste grátis até 27 de novembro de 2026')).toBeVisible();
    await expect(canvas.getByText('R$ 59,99')).toBeVisible();
    await expect(canvas.getByText('Assinante desde 20 de novembro de 2026')).toBeVisible();
  },
};

/** The trial ended: no badge even though `isFreeTrial` is still true. */
export const Active: Story = {
  parameters: mainStory,
  args: { subscription: activeSubscription },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Teste grátis/)).toBeNull();
    await expect(canvas.getByText('Próxima cobrança em 1 de março de 2027')).toBeVisible();
  },
};

export const Canceled: Story = { args: { subscription: { ...activeSubscription, status: 'CANCELED' } } };

export const NoSubscription: Story = { args: { subscription: null } };

export const Loading: Story = { args: { subscription: undefined, isLoading: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
