import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../../.storybook/modes';
import * as s from '../fixtures/stories';
import { PhotoGridPreview } from './PhotoGridPreview';

const meta = {
  parameters: domainComponent,
  title: 'Previews/PhotoGridPreview',
  component: PhotoGridPreview,
  args: s.emptyArgs,
} satisfies Meta<typeof PhotoGridPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'seu_perfil' })).toBeInTheDocument();
    await expect(canvas.getByText('seu_perfil')).toBeInTheDocument();
  },
};

export const WithImages: Story = { parameters: mainStory, args: s.imagesArgs, play: s.playCarousel };

export const WithVideo: Story = { args: s.videoArgs, play: s.playVideo };

export const BrokenVideo: Story = { args: s.brokenVideoArgs, play: s.playBrokenVideo };

export const UnsupportedMedia: Story = { args: s.unsupportedArgs, play: s.playUnsupported };

export const LongCaption: Story = { args: s.longCaptionArgs };
