import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { auroraMetrics, metricsAccounts } from './fixtures';
import { MetricsSummary } from './MetricsSummary';

const meta = {
  parameters: domainComponent,
  title: 'Dashboard/MetricsSummary',
  component: MetricsSummary,
  args: { accounts: metricsAccounts, selectedIds: [], metrics: {}, onToggle: fn() },
} satisfies Meta<typeof MetricsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only Instagram accounts can be selected; the others say 'Não disponível'. */
export const NothingSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /CafeAurora/ })).toBeDisabled();
    await expect(canvas.getAllByText('Não disponível')).toHaveLength(2);
  },
};

/** One account with its metrics, one still loading. */
export const Selected: Story = {
  parameters: mainStory,
  args: {
    selectedIds: [metricsAccounts[0]?.id ?? '', metricsAccounts[1]?.id ?? ''],
    metrics: { [auroraMetrics.accountId]: auroraMetrics },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,2M')).toBeVisible();
    await expect(canvas.getByText('1,5K')).toBeVisible();
    await expect(canvas.getByText('Carregando métricas...')).toBeVisible();
  },
};

export const LoadingAccounts: Story = { args: { accounts: [], isLoading: true } };

export const NoAccounts: Story = { args: { accounts: [] } };

export const DarkTheme: Story = {
  ...Selected,
  parameters: {},
  globals: { theme: 'dark' },
};
