import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../../.storybook/modes';
import * as s from '../fixtures/stories';
import { ProfessionalPreview } from './ProfessionalPreview';

const meta = {
  parameters: domainComponent,
  title: 'Previews/ProfessionalPreview',
  component: ProfessionalPreview,
  args: s.emptyArgs,
} satisfies Meta<typeof ProfessionalPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Sua Empresa' })).toBeInTheDocument();
    await expect(canvas.getByText('Sua Empresa')).toBeInTheDocument();
    await expect(canvas.getByText('Especialista em Marketing Digital')).toBeInTheDocument();
    await expect(canvas.getByText('Agora mesmo')).toBeInTheDocument();
    await expect(canvas.getByText('25 reações')).toBeInTheDocument();
    await expect(canvas.getByText('8 comentários')).toBeInTheDocument();
    await expect(canvas.getByText('Recomendar')).toBeInTheDocument();
    await expect(canvas.getByText('Comentar')).toBeInTheDocument();
    await expect(canvas.getByText('Republicar')).toBeInTheDocument();
  },
};

export const WithImages: Story = { parameters: mainStory, args: s.imagesArgs, play: s.playCarousel };

export const WithVideo: Story = { args: s.videoArgs, play: s.playVideo };

export const BrokenVideo: Story = { args: s.brokenVideoArgs, play: s.playBrokenVideo };

export const UnsupportedMedia: Story = { args: s.unsupportedArgs, play: s.playUnsupported };

export const LongCaption: Story = { args: s.longCaptionArgs };
