import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../../.storybook/modes';
import { previewAccountsOf } from '../accounts';
import { longCaption, sampleImages, sampleVideo } from '../fixtures/media';
import { playVideo } from '../fixtures/stories';
import { PostPreview } from './PostPreview';

const meta = {
  parameters: domainComponent,
  title: 'Previews/PostPreview',
  component: PostPreview,
  args: {
    caption: 'Novidades da semana: confira nossa coleção nova! #lancamento',
    media: sampleImages(2),
    account: { username: 'loja.aurora' },
    onNetworkChange: fn(),
  },
} satisfies Meta<typeof PostPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Padrão' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('O YouTube aceita apenas vídeo.')).toBeInTheDocument();
  },
};

export const SwitchWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Padrão' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Twitter' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onNetworkChange).toHaveBeenLastCalledWith('twitter');
    await expect(canvas.getByText('Sua Marca')).toBeInTheDocument();
  },
};

/** No account at all: every card shows its network's generic name. */
export const Empty: Story = {
  args: { caption: '', media: [], account: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Sua Página' })).toBeInTheDocument();
  },
};

/**
 * The project's linked accounts: each network's card shows its own (name and picture), the default card the
 * first in tab order; TikTok has none linked and keeps the generic '@suamarca'.
 */
export const LinkedAccounts: Story = {
  args: {
    account: null,
    accounts: previewAccountsOf([
      {
        id: 'fb-1',
        platformName: 'Facebook',
        username: 'Loja Aurora',
        userProfilePictureUrl: sampleImages(1)[0]?.url ?? null,
      },
      { id: 'ig-1', platformName: 'Instagram', username: 'loja.aurora', status: 'EXPIRED' },
      { id: 'ig-2', platformName: 'Instagram', username: 'aurora.outlet', status: 'ACTIVE' },
    ]),
  },
  play: async ({ canvas }) => {
    const facebook = canvas.getByRole('article', { name: 'Loja Aurora' });
    await expect(facebook.querySelector('img[src^="data:image/svg+xml"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Facebook' }));
    await expect(canvas.getByRole('article', { name: 'Loja Aurora' })).toBeInTheDocument();
    // The active account is shown before the expired one.
    await userEvent.click(canvas.getByRole('tab', { name: 'Instagram' }));
    await expect(canvas.getByRole('article', { name: 'aurora.outlet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'TikTok' }));
    await expect(canvas.getByRole('article', { name: '@suamarca' })).toBeInTheDocument();
  },
};

export const Facebook: Story = { args: { network: 'facebook' } };

export const Twitter: Story = { args: { network: 'twitter' } };

export const Instagram: Story = { args: { network: 'instagram' } };

export const LinkedIn: Story = { args: { network: 'linkedin' } };

export const YouTube: Story = { args: { network: 'youtube', media: [sampleVideo] }, play: playVideo };

export const TikTok: Story = { args: { network: 'tiktok' } };

export const Threads: Story = { args: { network: 'threads' } };

/** The Bluesky tab: the linked account's handle, the images side by side, and the 300-grapheme check. */
export const Bluesky: Story = {
  args: {
    network: 'bluesky',
    account: null,
    // 'ã' written as 'a' and a combining tilde: two code points, one grapheme, 301 of them.
    caption: 'a\u0303'.repeat(301),
    accounts: previewAccountsOf([
      { id: 'bs-1', platformName: 'Bluesky', username: 'loja.aurora.bsky.social' },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Bluesky' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('article', { name: 'loja.aurora.bsky.social' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Imagens do post' })).toBeInTheDocument();
    // Counted as graphemes (not the 602 code points): one over the limit.
    await expect(
      canvas.getByText('A legenda tem 301 caracteres; o Bluesky aceita até 300.'),
    ).toBeInTheDocument();
  },
};

export const LongCaptionOverLimits: Story = {
  args: { network: 'twitter', caption: longCaption, media: sampleImages(1) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^A legenda tem \d+ caracteres; o X aceita até 280\.$/),
    ).toBeInTheDocument();
  },
};

export const TooManyImagesForInstagram: Story = {
  args: { network: 'instagram', media: sampleImages(11) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('O post tem 11 imagens; o Instagram aceita até 10.')).toBeInTheDocument();
    await expect(canvas.getByText('1/11')).toBeInTheDocument();
  },
};

export const NothingToFix: Story = {
  args: { network: 'facebook', media: sampleImages(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tudo certo para publicar nesta rede.')).toBeInTheDocument();
  },
};

/** The previews and the problems panel in the dark theme. */
export const DarkTheme: Story = {
  args: { network: 'instagram', media: sampleImages(11) },
  globals: { theme: 'dark' },
};
