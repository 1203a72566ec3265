import { PostifyApiError } from '@postify/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, showErrorToast, showToast } from './toastQueue';

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

function SharedErrorDemo() {
  const [queue] = useState(createToastQueue);
  const refused = new PostifyApiError({ status: 409, code: 'CONFLICT', message: 'A conta já foi removida' });
  return (
    <>
      {/* No timeout: on a loaded machine the 5 s could end before the screenshot. */}
      <Button variant="secondary" onPress={() => showErrorToast(refused, {}, { queue, timeout: 0 })}>
        Remover conta
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

/** The error catalogue's shared toast for a failed call: 'Erro ao processar a requisição' with the server's message. */
export const SharedError: Story = {
  render: () => <SharedErrorDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover conta' }));
    await expect(await screen.findByText('Erro ao processar a requisição')).toBeVisible();
    await expect(screen.getByText('A conta já foi removida')).toBeVisible();
  },
};
