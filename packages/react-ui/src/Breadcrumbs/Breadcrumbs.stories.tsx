import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: { onAction: fn() },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="root">Meus Arquivos</Breadcrumb>
      <Breadcrumb id="campanhas">Campanhas</Breadcrumb>
      <Breadcrumb id="maio">Maio 2025</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Navegação estrutural' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Meus Arquivos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('root');
    await expect(canvas.getByText('Maio 2025')).toHaveAttribute('aria-current', 'page');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
