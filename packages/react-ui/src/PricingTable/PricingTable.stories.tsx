import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { plans } from './fixtures';
import { PricingTable } from './PricingTable';

const meta = {
  parameters: domainComponent,
  title: 'Account/PricingTable',
  component: PricingTable,
  args: { plans, onPeriodChange: fn() },
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Mensalmente' })).toBeChecked();
    await expect(canvas.getByText('R$ 19,99')).toBeVisible();
    const links = canvas.getAllByRole('link', { name: /Experimente 7 dias grátis/ });
    await expect(links[0]).toHaveAttribute('href', plans[0]?.planUrl);
    await expect(links[0]).toHaveAttribute('target', '_blank');
  },
};

/** Annual: the price per month of the yearly plan, the yearly total and the yearly checkout. */
export const Yearly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Anualmente/ }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('Anualmente');
    await expect(canvas.getByText('R$ 16,00')).toBeVisible();
    await expect(canvas.getByText('R$ 192,00 cobrados anualmente')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Experimente/ })[0]).toHaveAttribute(
      'href',
      plans[0]?.yearlyPlanUrl,
    );
  },
};

export const Loading: Story = {
  args: { plans: [], isLoading: true },
  // Said in words, also on the prerendered page a visitor reads before the scripts run.
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando planos...')).toBeVisible();
  },
};

export const LoadError: Story = { args: { plans: [], errorMessage: 'Erro ao carregar planos' } };

export const Empty: Story = { args: { plans: [] } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
