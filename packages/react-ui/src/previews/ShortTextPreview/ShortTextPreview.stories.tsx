import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../../.storybook/modes';
import * as s from '../fixtures/stories';
import { ShortTextPreview } from './ShortTextPreview';

const meta = {
  parameters: domainComponent,
  title: 'Previews/ShortTextPreview',
  component: ShortTextPreview,
  args: s.emptyArgs,
} satisfies Meta<typeof ShortTextPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Sua Marca' })).toBeInTheDocument();
    await expect(canvas.getByText('Sua Marca')).toBeInTheDocument();
    await expect(canvas.getByText('@suamarca')).toBeInTheDocument();
    await expect(canvas.getByText('Sem legenda')).toBeInTheDocument();
  },
};

export const WithImages: Story = { parameters: mainStory, args: s.imagesArgs, play: s.playCarousel };

export const WithVideo: Story = { args: s.videoArgs, play: s.playVideo };

export const BrokenVideo: Story = { args: s.brokenVideoArgs, play: s.playBrokenVideo };

export const UnsupportedMedia: Story = { args: s.unsupportedArgs, play: s.playUnsupported };

export const LongCaption: Story = { args: s.longCaptionArgs };
