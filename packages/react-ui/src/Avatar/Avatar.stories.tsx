import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { row } from '../../.storybook/layout.css';
import { Avatar } from './Avatar';

// A tiny inline picture, so the story needs no network.
const picture =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" fill="%234f46e5"/%3E%3Ccircle cx="20" cy="16" r="7" fill="%23eef2ff"/%3E%3Crect x="8" y="26" width="24" height="14" rx="7" fill="%23eef2ff"/%3E%3C/svg%3E';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ana Souza' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a picture: the initial of the name. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ana Souza' });
    await expect(avatar).toHaveTextContent('A');
  },
};

export const Picture: Story = {
  args: { src: picture, name: '@postify.oficial' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: '@postify.oficial' });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', picture);
  },
};

/** A picture that fails to load falls back to the initial. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken', name: '@suamarca' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: '@suamarca' })).toHaveTextContent('S'));
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={row}>
      <Avatar name="Bruno" size="sm" />
      <Avatar name="Carla" size="md" />
      <Avatar name="Diego" size="lg" src={picture} />
    </div>
  ),
};
