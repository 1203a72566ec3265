import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, showToast } from './toastQueue';

function Demo({ timeout }: { timeout?: number }) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button
        onPress={() =>
          showToast({ title: 'Projeto criado com sucesso!', tone: 'success' }, { queue, timeout })
        }
      >
        Criar projeto
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          showToast(
            { title: 'Erro', description: 'Erro ao processar a requisição', tone: 'danger' },
            { queue, timeout },
          )
        }
      >
        Falhar
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Primitives/ToastRegion',
  component: ToastRegion,
  render: () => <Demo />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two toasts queued: only the newest shows; closing it from the keyboard (Tab to the toast's close button, Enter) brings back the other. */
export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar projeto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Falhar' }));
    await expect(await screen.findByText('Erro ao processar a requisição')).toBeVisible();
    await expect(screen.queryByText('Projeto criado com sucesso!')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Fechar notificação' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Projeto criado com sucesso!')).toBeVisible();
  },
};

/** A toast leaves by itself after its timeout (shortened here from the 5 s default). */
export const ClosesByItself: Story = {
  render: () => <Demo timeout={300} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar projeto' }));
    await expect(await screen.findByText('Projeto criado com sucesso!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Projeto criado com sucesso!')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};
