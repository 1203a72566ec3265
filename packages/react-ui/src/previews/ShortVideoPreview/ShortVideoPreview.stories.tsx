import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../../.storybook/modes';
import * as s from '../fixtures/stories';
import { ShortVideoPreview } from './ShortVideoPreview';

const meta = {
  parameters: domainComponent,
  title: 'Previews/ShortVideoPreview',
  component: ShortVideoPreview,
  args: s.emptyArgs,
} satisfies Meta<typeof ShortVideoPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '@suamarca' })).toBeInTheDocument();
    await expect(canvas.getByText('@suamarca')).toBeInTheDocument();
    await expect(canvas.getByText('Sem legenda')).toBeInTheDocument();
    await expect(canvas.getByText('Som original - suamarca')).toBeInTheDocument();
  },
};

export const WithImages: Story = { parameters: mainStory, args: s.imagesArgs, play: s.playCarousel };

export const WithVideo: Story = { args: s.videoArgs, play: s.playVideo };

export const BrokenVideo: Story = { args: s.brokenVideoArgs, play: s.playBrokenVideo };

export const UnsupportedMedia: Story = { args: s.unsupportedArgs, play: s.playUnsupported };

export const LongCaption: Story = { args: s.longCaptionArgs };

export const WithAccount: Story = {
  args: s.imagesArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Som original - loja.aurora')).toBeInTheDocument();
  },
};
