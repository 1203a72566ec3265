import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { sampleFailureReasons } from '../PostCard/fixtures';
import { calendarPosts, calendarToday, failedOn } from './fixtures';
import { WeekCalendar } from './WeekCalendar';

const meta = {
  parameters: domainComponent,
  title: 'Posts/WeekCalendar',
  component: WeekCalendar,
  args: {
    posts: calendarPosts,
    today: calendarToday,
    now: calendarToday,
    onReschedule: fn(),
    onRangeChange: fn(),
    onRetrySchedule: fn(),
    onCancelSchedule: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 600, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WeekCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('22/11 – 28/11/2026')).toBeVisible();
    await expect(canvas.getAllByText('Sem posts')).toHaveLength(4);
  },
};

export const EmptyWeek: Story = { args: { posts: [] } };

export const ExpandedPost: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '12:15 #103' }));
    await expect(canvas.getByRole('button', { name: 'Mover para…' })).toBeVisible();
  },
};

/** 'Mover para…': the single-pointer and keyboard way to reschedule, choosing a new day and time. */
export const MoveDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '12:15 #103' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mover para…' }));
    const dialog = canvasElement.ownerDocument.querySelector('[role="dialog"]');
    await expect(dialog).toHaveAccessibleName('Mover post #103');
  },
};

/** The post's previews in the 'Preview' modal. */
export const PreviewModal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '09:30 #101' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const dialog = canvasElement.ownerDocument.querySelector('[role="dialog"]');
    await expect(dialog).toHaveAccessibleName('Preview do post #101');
  },
};

/** A failed post's preview: each schedule's status, the network's reason and 'Tentar novamente'. */
export const PreviewFailedPost: Story = {
  args: { posts: [...calendarPosts, failedOn(105, 23, 10)] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '10:00 #105' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const dialog = within(canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement);
    await expect(dialog.getByText(sampleFailureReasons.refused)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Reconectar conta' })).toHaveAttribute('href', '/settings');
    await userEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetrySchedule).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'FAILED' }),
      expect.objectContaining({ id: 105 }),
    );
  },
};

export const ReadOnly: Story = {
  args: { onReschedule: undefined, onRetrySchedule: undefined, onCancelSchedule: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '09:30 #101' }));
    await expect(canvas.queryByRole('button', { name: 'Mover para…' })).toBeNull();
  },
};

export const Month: Story = {
  args: { defaultView: 'month' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('novembro de 2026')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
