import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { MetricsChart } from '../MetricsChart';
import { auroraHistory } from '../MetricsChart/fixtures';
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

/** The first Instagram account, selected by default on the dashboard, with its last 30 days under the counts. */
export const WithHistory: Story = {
  args: {
    selectedIds: [auroraMetrics.accountId],
    metrics: { [auroraMetrics.accountId]: auroraMetrics },
    renderHistory: (metrics) => <MetricsChart username={metrics.username} points={auroraHistory} />,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Métricas de @cafe.aurora' });
    await expect(card).toHaveTextContent('Últimos 30 dias');
    await expect(canvas.getByRole('table', { name: 'Métricas por dia de @cafe.aurora' })).toBeInTheDocument();
  },
};

/** As the dashboard opens: the accounts and the first one's card, history included, held by skeletons of their size. */
export const LoadingAccounts: Story = {
  args: {
    accounts: [],
    isLoading: true,
    renderHistory: (metrics) => <MetricsChart username={metrics.username} points={auroraHistory} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando contas...')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('status', { name: 'Carregando histórico...' })).toBeInTheDocument();
  },
};

export const NoAccounts: Story = { args: { accounts: [] } };

export const DarkTheme: Story = {
  ...Selected,
  parameters: {},
  globals: { theme: 'dark' },
};
