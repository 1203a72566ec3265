import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brokenVideo, sampleImages, sampleVideo } from '../fixtures/media';
import { playBrokenVideo, playCarousel, playVideo } from '../fixtures/stories';
import { MediaCarousel } from './MediaCarousel';

// The media area every network preview draws, alone: what designers review once for all eight networks.
const meta = {
  title: 'Previews/MediaCarousel',
  component: MediaCarousel,
  args: { media: sampleImages(3) },
} satisfies Meta<typeof MediaCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three images: previous/next buttons, arrow keys, an index kept within the first and the last. */
export const Images: Story = { play: playCarousel };

/** The 'n/total' counter as a badge over the media, as the short-text cards (X, Threads) show it. */
export const BadgeCounter: Story = {
  args: { counter: 'badge' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1/3')).toBeInTheDocument();
  },
};

/** One image: no arrows, no counter, nothing to focus. */
export const SingleImage: Story = {
  args: { media: sampleImages(1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Próxima mídia' })).toBeNull();
    await expect(canvas.queryByText('1/1')).toBeNull();
  },
};

/** One video plays as a single player. */
export const Video: Story = { args: { media: [sampleVideo] }, play: playVideo };

/** A video that cannot load says so and links to it. */
export const BrokenVideo: Story = { args: { media: [brokenVideo] }, play: playBrokenVideo };

/** No media: the carousel draws nothing, so a text-only post has no empty frame. */
export const Empty: Story = {
  args: { media: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
