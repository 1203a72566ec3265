import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { sampleImages } from '../previews/fixtures/media';
import { fixtureNow, sampleAccounts, sampleFailureReasons, samplePost } from './fixtures';
import { PostCard } from './PostCard';

const meta = {
  parameters: domainComponent,
  title: 'Posts/PostCard',
  component: PostCard,
  args: {
    post: samplePost(42, { scheduleHours: [2, 26], posted: true, images: 2 }),
    accounts: sampleAccounts,
    timeZone: 'America/Sao_Paulo',
    now: fixtureNow,
    onSave: fn(),
    onDelete: fn(),
    onRetrySchedule: fn(),
    onCancelSchedule: fn(),
    onImproveCaption: fn(async (caption: string) => `${caption} ✨`),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posted: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('22/11/2026 14:01:00')).toBeVisible();
    // The post's badge, and the posted schedule's own.
    await expect(canvas.getAllByText('Postado', { selector: 'span' })).toHaveLength(2);
    await expect(canvas.getByText('Postado em 22/11/2026 14:01:00')).toBeVisible();
    // The default preview shows the first account the post goes to, in tab order (Facebook's).
    await expect(canvas.getByRole('article', { name: 'CafeAurora' })).toBeVisible();
  },
};

/** Each network's tab shows the account the post goes to there, with its picture when linked. */
export const LinkedAccountPreviews: Story = {
  args: {
    accounts: sampleAccounts.map((account, index) =>
      index === 0 ? { ...account, userProfilePictureUrl: sampleImages(1)[0]?.url ?? null } : account,
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Instagram' }));
    const instagram = canvas.getByRole('article', { name: 'cafe.aurora' });
    await expect(instagram.querySelector('img[src^="data:image/svg+xml"]')).not.toBeNull();
  },
};

/** A post with no schedules in a project with no linked account: the generic 'Sua Página' and 'seu_perfil'. */
export const NoLinkedAccount: Story = {
  args: { post: samplePost(43, { scheduleHours: [] }), accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Sua Página' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Instagram' }));
    await expect(canvas.getByRole('article', { name: 'seu_perfil' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { post: samplePost(7, { scheduleHours: [30] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pendente')).toBeVisible();
  },
};

export const DraftWithoutMedia: Story = {
  args: { post: samplePost(3, { scheduleHours: [], images: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rascunho')).toBeVisible();
    await expect(canvas.getByText('Nenhum agendamento')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onSave: undefined, onDelete: undefined, onRetrySchedule: undefined, onCancelSchedule: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Excluir post #42' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancelar agendamento' })).toBeNull();
  },
};

/** Posted on Instagram, refused by Facebook: the reason and 'Tentar novamente' on that schedule. */
export const FailedWithReason: Story = {
  args: {
    post: samplePost(51, {
      scheduleHours: [-2, -2],
      states: ['POSTED', 'FAILED'],
      failureReasons: [null, sampleFailureReasons.refused],
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(sampleFailureReasons.refused)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetrySchedule).toHaveBeenCalledWith(args.post.schedules[1]);
  },
};

/** The network refused the account's token: 'Reconectar conta' instead of a retry. */
export const ExpiredConnection: Story = {
  args: {
    post: samplePost(52, {
      scheduleHours: [-1],
      states: ['FAILED'],
      failureReasons: [sampleFailureReasons.disconnected],
      accountStates: ['EXPIRED'],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reconectar conta' })).toHaveAttribute('href', '/settings');
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** 'Excluir post' asks first, in the destructive variant. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir post #42' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Excluir post #42' }));
    // Found as soon as it is in the tree, the dialog was once not yet shown on a loaded machine: its text is
    // checked once it shows, as a person would read it.
    await waitFor(() =>
      expect(dialog.getByText(/O post, seus agendamentos e suas mídias serão excluídos\./)).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir post' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Editing: Story = {
  args: { defaultEditing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Legenda' })).toHaveAttribute('rows', '2');
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

export const EditingShortCaption: Story = {
  args: { defaultEditing: true, post: samplePost(8, { caption: 'Oi' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Melhorar legenda com IA' })).toBeDisabled();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
