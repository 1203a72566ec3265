import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { column } from '../../.storybook/layout.css';
import { FloatingCreateButton } from '../FloatingCreateButton';
import { LinkButton } from '../LinkButton';
import { RouterProvider } from './RouterProvider';

const meta = {
  title: 'Primitives/RouterProvider',
  component: RouterProvider,
  args: { navigate: fn(), children: null },
  render: ({ children: _, ...args }) => (
    <RouterProvider {...args}>
      <div className={column}>
        <LinkButton href="/posts" variant="secondary">
          Ver todos
        </LinkButton>
        <LinkButton href="https://billing.example.com/portal" target="_blank">
          Acessar Portal de Cobrança
        </LinkButton>
        <FloatingCreateButton />
      </div>
    </RouterProvider>
  ),
} satisfies Meta<typeof RouterProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The components' links go through the app's router (`navigate`) instead of loading a page; a link that
 * opens a new tab stays a plain link.
 */
export const ClientSideNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Ver todos' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Novo Post' }));
    await expect(args.navigate).toHaveBeenNthCalledWith(1, '/posts', undefined);
    await expect(args.navigate).toHaveBeenNthCalledWith(2, '/posts/create', undefined);
  },
};

/** With a base path: `useHref` writes the router's hrefs; absolute addresses are left as they are. */
export const WithBasePath: Story = {
  args: { useHref: (href: string) => `/app${href}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/app/posts');
    await expect(canvas.getByRole('link', { name: 'Acessar Portal de Cobrança' })).toHaveAttribute(
      'href',
      'https://billing.example.com/portal',
    );
  },
};
