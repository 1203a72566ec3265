import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { column } from '../../.storybook/layout.css';
import { Banner } from './Banner';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { children: 'Erro ao buscar posts', tone: 'danger' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao buscar posts');
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', children: 'Senha alterada com sucesso!', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fechar aviso' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: () => (
    <div className={column}>
      <Banner tone="info">Você precisa ter uma assinatura ativa para acessar o portal de cobrança.</Banner>
      <Banner tone="success" title="Email enviado">
        Se existir uma conta, enviaremos as instruções (verifique o spam).
      </Banner>
      <Banner tone="warning">A conta do Instagram precisa ser profissional (empresa ou criador).</Banner>
      <Banner tone="danger">Erro ao buscar posts</Banner>
    </div>
  ),
};

export const DarkTheme: Story = { ...Tones, globals: { theme: 'dark' } };
