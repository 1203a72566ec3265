import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../../.storybook/modes';
import { sampleImages } from '../fixtures/media';
import * as s from '../fixtures/stories';
import { MicroblogPreview } from './MicroblogPreview';

const meta = {
  parameters: domainComponent,
  title: 'Previews/MicroblogPreview',
  component: MicroblogPreview,
  args: s.emptyArgs,
} satisfies Meta<typeof MicroblogPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Sua Marca' })).toBeInTheDocument();
    await expect(canvas.getByText('@suamarca.bsky.social')).toBeInTheDocument();
    await expect(canvas.getByText('Agora mesmo')).toBeInTheDocument();
    await expect(canvas.getByText('Sem legenda')).toBeInTheDocument();
    await expect(canvas.getByText('8 respostas')).toBeInTheDocument();
    await expect(canvas.getByText('21 reposts')).toBeInTheDocument();
    await expect(canvas.getByText('143 curtidas')).toBeInTheDocument();
  },
};

/** Three images side by side at once, as the network shows them: no carousel to walk. */
export const WithImages: Story = {
  parameters: mainStory,
  args: { ...s.imagesArgs, account: { username: 'loja.aurora.bsky.social' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'loja.aurora.bsky.social' })).toBeInTheDocument();
    await expect(canvas.getByText('@loja.aurora.bsky.social')).toBeInTheDocument();
    const group = canvas.getByRole('group', { name: 'Imagens do post' });
    for (const name of ['Foto 1', 'Foto 2', 'Foto 3'])
      await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    await expect(group.querySelectorAll('img')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Próxima mídia' })).not.toBeInTheDocument();
  },
};

/** Four images fill two rows; a fifth is left out (the network takes four, and the problems say so). */
export const WithFiveImages: Story = {
  args: { ...s.imagesArgs, media: sampleImages(5) },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Imagens do post' });
    await expect(group.querySelectorAll('img')).toHaveLength(4);
    await expect(canvas.queryByRole('img', { name: 'Foto 5' })).not.toBeInTheDocument();
  },
};

export const WithOneImage: Story = {
  args: { ...s.imagesArgs, media: sampleImages(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Imagens do post' })).not.toBeInTheDocument();
  },
};

export const WithVideo: Story = { args: s.videoArgs, play: s.playVideo };

export const BrokenVideo: Story = { args: s.brokenVideoArgs, play: s.playBrokenVideo };

export const UnsupportedMedia: Story = { args: s.unsupportedArgs, play: s.playUnsupported };

export const LongCaption: Story = { args: s.longCaptionArgs };
