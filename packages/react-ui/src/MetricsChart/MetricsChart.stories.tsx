import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { auroraHistory, shortHistory } from './fixtures';
import { MetricsChart } from './MetricsChart';

const meta = {
  parameters: domainComponent,
  title: 'Dashboard/MetricsChart',
  component: MetricsChart,
  args: { username: 'cafe.aurora', points: auroraHistory },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MetricsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days: one line per metric on its own scale, the last day's value and the change in text. */
export const Data: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Últimos 30 dias' })).toBeVisible();
    const followers = canvas.getByRole('figure', { name: /Seguidores/ });
    await expect(followers).toHaveTextContent('1,2M');
    await expect(followers).toHaveTextContent('em 22/11/2026');
    // The table is there for screen readers while the chart is shown.
    const table = canvas.getByRole('table', { name: 'Métricas por dia de @cafe.aurora' });
    await expect(table).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: '24/10/2026' })).toBeInTheDocument();
  },
};

/** 'Ver tabela' shows the same numbers as a table to everyone; 'Ver gráfico' goes back. */
export const Table: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver tabela' }));
    await expect(canvas.getByRole('table', { name: 'Métricas por dia de @cafe.aurora' })).toBeVisible();
    await expect(canvas.queryByRole('figure', { name: /Seguidores/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: /22\/11\/2026/ })).toHaveTextContent('1.250.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver gráfico' }));
    await expect(canvas.getByRole('figure', { name: /Seguidores/ })).toBeVisible();
  },
};

/** A day without a snapshot is absent, not zero: the line spans it. */
export const WithGap: Story = {
  args: { username: 'padaria.central', points: shortHistory },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('figure', { name: /Alcance/ })).toHaveTextContent('+92 no período');
  },
};

export const Loading: Story = {
  args: { points: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando histórico...' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ver tabela' })).not.toBeInTheDocument();
  },
};

/** Just linked: the worker records a day once it ends. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sem histórico ainda' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { points: [], errorMessage: 'Erro ao buscar métricas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Erro ao buscar métricas')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  ...Data,
  parameters: {},
  globals: { theme: 'dark' },
};
