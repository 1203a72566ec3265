import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { row } from '../../.storybook/layout.css';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Primitives/LinkButton',
  component: LinkButton,
  args: { href: '/billing', children: 'Gerenciar assinatura' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link that looks like the primary button: screen readers announce a link, Enter follows it. */
export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Gerenciar assinatura' })).toHaveAttribute(
      'href',
      '/billing',
    );
  },
};

/** Every button look, as links. */
export const Variants: Story = {
  render: (args) => (
    <div className={row}>
      <LinkButton {...args}>Primário</LinkButton>
      <LinkButton {...args} variant="secondary">
        Secundário
      </LinkButton>
      <LinkButton {...args} variant="ghost">
        Ver todos
      </LinkButton>
      <LinkButton {...args} variant="destructive">
        Cancelar assinatura
      </LinkButton>
    </div>
  ),
};

/** A new tab (the billing portal, a checkout): `rel="noopener noreferrer"` is added for you. */
export const NewTab: Story = {
  args: {
    href: 'https://billing.example.com/portal',
    target: '_blank',
    children: 'Acessar Portal de Cobrança',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Acessar Portal de Cobrança' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Full width, as in a pricing card. */
export const FullWidth: Story = { args: { fullWidth: true, children: 'Experimente 7 dias grátis' } };
