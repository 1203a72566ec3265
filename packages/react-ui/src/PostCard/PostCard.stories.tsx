import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { sampleAccounts, samplePost } from './fixtures';
import { PostCard } from './PostCard';

const meta = {
  parameters: domainComponent,
  title: 'Posts/PostCard',
  component: PostCard,
  args: {
    post: samplePost(42, { scheduleHours: [2, 26], posted: true, images: 2 }),
    accounts: sampleAccounts,
    timeZone: 'America/Sao_Paulo',
    onSave: fn(),
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
    await expect(canvas.getByText('Postado', { selector: 'span' })).toBeVisible();
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

export const ReadOnly: Story = { args: { onSave: undefined } };

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
