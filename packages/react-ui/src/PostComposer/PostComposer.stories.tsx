import { PostifyApiError } from '@postify/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { fixedNow, fixedRandom, imageFiles, sampleAccount, samplePlatforms, videoFile } from './fixtures';
import { PostComposer } from './PostComposer';

const caption = 'Promoção de verão: 30% de desconto em toda a loja!';

const meta = {
  title: 'Domain/PostComposer',
  component: PostComposer,
  parameters: {
    ...domainComponent,
    // react-aria's off-screen live announcer keeps a finished button's "loading" announcement, which
    // points at a button that has closed with its dialog; it is not part of the composer.
    a11y: { context: { exclude: ['[role="log"][aria-live]'] } },
  },
  args: {
    platforms: samplePlatforms,
    account: sampleAccount,
    now: fixedNow,
    random: fixedRandom,
    onSubmit: fn(async () => ({ id: 42 })),
    onCancel: fn(),
    onImproveCaption: fn(async (text: string) => `${text} ✨`),
    onGenerateTags: fn(async () => '#verao #promocao'),
    postHref: (post) => `/posts/${post.id}`,
  },
} satisfies Meta<typeof PostComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new draft: nothing chosen, so the save button says 'Salvar' and stays disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Novo Template' })).toBeInTheDocument();
    await expect(canvas.getByText('Rascunho')).toBeInTheDocument();
    await expect(canvas.getByText('Template #550')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Melhorar legenda com IA' })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: 'Opções avançadas' })).not.toBeInTheDocument();
  },
};

/** Images and a caption: the carousel, the AI actions and the advanced options are available. */
export const WithImages: Story = {
  parameters: mainStory,
  args: { initialMedia: imageFiles(3), initialFields: { caption, location: 'São Paulo, SP' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Próxima mídia' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Melhorar legenda com IA' })).toBeEnabled();
    await expect(canvas.getByRole('group', { name: 'Opções avançadas' })).toBeInTheDocument();
  },
};

/** One video replaces the images: the composer shows a single player. */
export const WithVideo: Story = {
  args: { initialMedia: [videoFile()], initialFields: { caption } },
};

/** Preview mode: the network tabs show the draft as each network would. */
export const PreviewMode: Story = {
  args: { initialMedia: imageFiles(2), initialFields: { caption } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Visualizar' }));
    const tabs = canvas.getByRole('tablist', { name: 'Pré-visualização por rede' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Padrão',
      'Facebook',
      'Twitter',
      'Instagram',
      'LinkedIn',
      'YouTube',
      'TikTok',
      'Threads',
      'Bluesky',
    ]);
    await expect(canvas.queryByRole('group', { name: 'Opções avançadas' })).not.toBeInTheDocument();
  },
};

/**
 * The previews show the project's linked accounts: Facebook's page, Instagram's first account and, once
 * 'Postar agora' picks another Instagram account, that one; TikTok has none linked and keeps '@suamarca'.
 */
export const PreviewLinkedAccounts: Story = {
  args: { account: null, initialMedia: imageFiles(1), initialFields: { caption } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Visualizar' }));
    const tabs = within(canvas.getByRole('tablist', { name: 'Pré-visualização por rede' }));
    await expect(canvas.getByRole('article', { name: 'Loja Aurora' })).toBeInTheDocument();
    await userEvent.click(tabs.getByRole('tab', { name: 'Instagram' }));
    await expect(canvas.getByRole('article', { name: 'loja.aurora' })).toBeInTheDocument();
    await userEvent.click(tabs.getByRole('tab', { name: 'TikTok' }));
    await expect(canvas.getByRole('article', { name: '@suamarca' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Postar agora'));
    await userEvent.click(canvas.getByText('aurora.outlet'));
    await userEvent.click(tabs.getByRole('tab', { name: 'Instagram' }));
    await expect(canvas.getByRole('article', { name: 'aurora.outlet' })).toBeInTheDocument();
  },
};

/** No account linked in the project: the previews keep the generic 'Sua Página' and 'seu_perfil'. */
export const PreviewNoLinkedAccounts: Story = {
  args: {
    account: null,
    platforms: samplePlatforms.map((platform) => ({ ...platform, socialMediaAccounts: [] })),
    initialFields: { caption },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Visualizar' }));
    await expect(canvas.getByRole('article', { name: 'Sua Página' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Instagram' }));
    await expect(canvas.getByRole('article', { name: 'seu_perfil' })).toBeInTheDocument();
  },
};

/** 'Postar agora' on with an account: 'Agendar template' is disabled and the button says 'Postar Agora'. */
export const PostNow: Story = {
  args: { initialFields: { caption } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Postar agora'));
    await expect(canvas.getByRole('switch', { name: 'Agendar template' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Postar Agora' })).toBeDisabled();
    await userEvent.click(canvas.getByText('loja.aurora'));
    await expect(canvas.getByRole('button', { name: 'Postar Agora' })).toBeEnabled();
  },
};

/** 'Agendar template' on with one schedule: the button says 'Agendar'. */
export const Scheduling: Story = {
  args: { initialFields: { caption } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Agendar template'));
    await expect(canvas.getByRole('switch', { name: 'Postar agora' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    const [day] = await canvas.findAllByRole('spinbutton', { name: /dia/i });
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('01122026');
    // Each step may land in a transition (the schedule editor, the versions and previews it feeds): wait for it.
    await userEvent.click(await canvas.findByRole('button', { name: /Horário/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '10:00' }));
    await userEvent.click(await canvas.findByText('Loja Aurora'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar Agendamento' }));
    await expect(await canvas.findByRole('heading', { name: 'Agendamentos (1)' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Agendar' })).toBeEnabled());
  },
};

function mediaInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The media picker has no file input.');
  return input;
}

/** Images after a video are refused with the specification's message; the video stays. */
export const MediaRefused: Story = {
  args: { initialMedia: [videoFile()], initialFields: { caption } },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(mediaInput(canvasElement), imageFiles(1));
    await expect(canvas.getByText('Você não pode misturar vídeos e imagens.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remover video.webm' })).toBeInTheDocument();
  },
};

/** A 16th image is refused; the 15 already chosen stay. */
export const SixteenthImage: Story = {
  args: { initialMedia: imageFiles(15), initialFields: { caption } },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(mediaInput(canvasElement), imageFiles(16).slice(15));
    await expect(canvas.getByText('Você pode enviar no máximo 15 imagens.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Remover / })).toHaveLength(15);
  },
};

/** Saving without a caption shows 'A legenda é obrigatória' and asks nothing. */
export const CaptionRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Postar agora'));
    await userEvent.click(canvas.getByText('aurora.outlet'));
    await userEvent.click(canvas.getByRole('button', { name: 'Postar Agora' }));
    await expect(await canvas.findByText('A legenda é obrigatória')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 'Cancelar' asks whether to leave and lose what was filled in. */
export const CancelConfirmation: Story = {
  args: { initialFields: { caption } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Descartar template?' });
    await expect(dialog).toHaveTextContent('Se você sair agora, os dados preenchidos serão perdidos.');
  },
};

/** A refused save tells the user why, in pt-BR, and keeps the draft. */
export const SaveFailed: Story = {
  args: {
    initialFields: { caption },
    onSubmit: fn(async () => {
      throw new PostifyApiError({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Conta não pertence ao projeto atual',
        details: null,
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Postar agora'));
    await userEvent.click(canvas.getByText('loja.aurora'));
    await userEvent.click(canvas.getByRole('button', { name: 'Postar Agora' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Salvar template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Postar Agora' }));
    await expect(await canvas.findByText('Conta não pertence ao projeto atual')).toBeInTheDocument();
    await expect(canvas.getByText('Não foi possível salvar o template')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Legenda/ })).toHaveValue(caption);
  },
};

/** After a save: a success message with a link to the new post, and a fresh draft. */
export const Saved: Story = {
  args: { initialFields: { caption } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Postar agora'));
    await userEvent.click(canvas.getByText('loja.aurora'));
    await userEvent.click(canvas.getByRole('button', { name: 'Postar Agora' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Salvar template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Postar Agora' }));
    await expect(await canvas.findByRole('link', { name: 'Ver post' })).toHaveAttribute('href', '/posts/42');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/**
 * An EDITOR in a project with 'Exigir aprovação': the composer says the post goes to review, and the save
 * button says 'Enviar para revisão' instead of 'Postar Agora'.
 */
export const GoesToReview: Story = {
  args: { initialFields: { caption }, goesToReview: true },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Este projeto exige aprovação: seu post vai para Em revisão antes de ser agendado.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Postar agora'));
    await userEvent.click(canvas.getByText('loja.aurora'));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar para revisão' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Salvar template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar para revisão' }));
    await expect(await canvas.findByText('Post enviado para revisão!', { exact: false })).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * 'Adicionar à fila' with an account that has no 'Horários da fila': the composer names it, links to the
 * slots and keeps the post from being queued until it is unchecked.
 */
export const AddToQueue: Story = {
  args: {
    initialFields: { caption },
    timeZone: 'America/Sao_Paulo',
    onAddToQueue: fn(async () => ({
      id: 42,
      slots: [{ socialMediaAccountId: 'ig-1', at: '2026-11-30T12:00:00.000Z' }],
    })),
    queueAccountIds: ['ig-1', 'ig-2'],
    queueSlotsHref: '/posts/queue',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Adicionar à fila'));
    await expect(canvas.getByRole('switch', { name: 'Postar agora' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Loja Aurora'));
    await expect(await canvas.findByText('Conta sem horários da fila')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Definir horários da fila' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar à fila' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Loja Aurora'));
    await userEvent.click(canvas.getByText('loja.aurora'));
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à fila' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Salvar template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));
    await expect(
      await canvas.findByText('Post adicionado à fila! Instagram @loja.aurora: 30/11/2026 09:00', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(args.onAddToQueue).toHaveBeenCalledTimes(1);
  },
};
