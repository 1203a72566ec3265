import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../../.storybook/modes';
import * as s from '../fixtures/stories';
import { VideoChannelPreview } from './VideoChannelPreview';

const meta = {
  parameters: domainComponent,
  title: 'Previews/VideoChannelPreview',
  component: VideoChannelPreview,
  args: s.emptyArgs,
} satisfies Meta<typeof VideoChannelPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Seu Canal' })).toBeInTheDocument();
    await expect(canvas.getByText('Seu Canal')).toBeInTheDocument();
    await expect(canvas.getByText('Título do vídeo')).toBeInTheDocument();
    await expect(canvas.getByText('124K inscritos')).toBeInTheDocument();
    await expect(canvas.getByText('1.234 visualizações • há 2 horas')).toBeInTheDocument();
    await expect(canvas.getByText('INSCREVER-SE')).toBeInTheDocument();
  },
};

export const WithImages: Story = { parameters: mainStory, args: s.imagesArgs, play: s.playCarousel };

export const WithVideo: Story = { args: s.videoArgs, play: s.playVideo };

export const BrokenVideo: Story = { args: s.brokenVideoArgs, play: s.playBrokenVideo };

export const UnsupportedMedia: Story = { args: s.unsupportedArgs, play: s.playUnsupported };

export const LongCaption: Story = { args: s.longCaptionArgs };
