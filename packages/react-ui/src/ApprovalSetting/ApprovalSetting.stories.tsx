import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ApprovalSetting } from './ApprovalSetting';

const meta = {
  title: 'Account/ApprovalSetting',
  component: ApprovalSetting,
  args: { requiresApproval: false, onChange: fn(async () => {}), queueHref: '/posts/review' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApprovalSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: pressing the switch saves 'Exigir aprovação'. */
export const Off: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Exigir aprovação' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** On, with the way to the review queue. */
export const On: Story = {
  args: { requiresApproval: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Exigir aprovação' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Abrir fila de revisão' })).toHaveAttribute(
      'href',
      '/posts/review',
    );
  },
};
