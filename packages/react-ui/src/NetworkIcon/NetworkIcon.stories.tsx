import { networkIds } from '@postify/sdk/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { row } from '../../.storybook/layout.css';
import { NetworkIcon } from './NetworkIcon';

const meta = {
  title: 'Primitives/NetworkIcon',
  component: NetworkIcon,
  args: { network: 'Instagram' },
} satisfies Meta<typeof NetworkIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One mark, named after its network. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Instagram' })).toBeVisible();
  },
};

/** Every network's mark, as the API lists the platforms. */
export const AllNetworks: Story = {
  render: () => (
    <div className={row}>
      {['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'Threads', 'YouTube', 'Twitter/X', 'Bluesky'].map(
        (name) => (
          <NetworkIcon key={name} network={name} size={40} />
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(networkIds.length);
    for (const name of ['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'Threads', 'YouTube', 'X', 'Bluesky'])
      await expect(canvas.getByRole('img', { name })).toBeVisible();
  },
};

/** Sizes follow the `size` prop; the drawing scales with it. */
export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      {[16, 24, 32, 48].map((size) => (
        <NetworkIcon key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('img').map((icon) => icon.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 24, 32, 48]);
  },
};

/** Beside the network's name: hidden from assistive technology, the text names it. */
export const Decorative: Story = {
  args: { network: 'TikTok', decorative: true },
  render: (args) => (
    <span className={row}>
      <NetworkIcon {...args} />
      TikTok
    </span>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A network Postify has no mark for: a neutral tile with its initial, still named. */
export const UnknownNetwork: Story = {
  args: { network: 'Pinterest', size: 40 },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Pinterest' });
    await expect(icon).toHaveTextContent('P');
    await expect(icon).not.toHaveAttribute('data-network');
  },
};
