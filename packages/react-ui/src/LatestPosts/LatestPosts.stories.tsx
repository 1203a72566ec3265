import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { samplePosts } from '../PostCard/fixtures';
import { LatestPosts } from './LatestPosts';

const meta = {
  parameters: domainComponent,
  title: 'Dashboard/LatestPosts',
  component: LatestPosts,
  args: { posts: samplePosts(5), timeZone: 'America/Sao_Paulo' },
} satisfies Meta<typeof LatestPosts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five posts in a row that scrolls sideways, with 'Ver todos'. */
export const Loaded: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/posts');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Loading: Story = { args: { posts: [], isLoading: true } };

/** 'Nenhum post ainda' with 'Criar Post' going to /posts/create. */
export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Crie seu primeiro post para começar')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Criar Post' })).toHaveAttribute('href', '/posts/create');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
