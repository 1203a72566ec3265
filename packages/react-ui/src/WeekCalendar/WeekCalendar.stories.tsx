import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { domainComponent, type ModeName, mainStory } from '../../.storybook/modes';
import { sampleFailureReasons } from '../PostCard/fixtures';
import { calendarPosts, calendarToday, dailyPost, failedOn } from './fixtures';
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
    await userEvent.click(canvas.getByRole('button', { name: /^12:15 #103 / }));
    await expect(canvas.getByRole('button', { name: 'Mover para…' })).toBeVisible();
  },
};

/** 'Mover para…': the single-pointer and keyboard way to reschedule, choosing a new day and time. */
export const MoveDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^12:15 #103 / }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mover para…' }));
    const dialog = canvasElement.ownerDocument.querySelector('[role="dialog"]');
    await expect(dialog).toHaveAccessibleName('Mover post #103');
  },
};

/** The post's previews in the 'Preview' modal. */
export const PreviewModal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^09:30 #101 / }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const dialog = canvasElement.ownerDocument.querySelector('[role="dialog"]');
    await expect(dialog).toHaveAccessibleName('Preview do post #101');
  },
};

/** A failed post's preview: each schedule's status, the network's reason and 'Tentar novamente'. */
export const PreviewFailedPost: Story = {
  args: { posts: [...calendarPosts, failedOn(105, 23, 10)] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^10:00 #105 / }));
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
    await userEvent.click(canvas.getByRole('button', { name: /^09:30 #101 / }));
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

/**
 * A daily repeat shows on each of its days with its own status: posted, failed on one account (the
 * status that needs the user wins), being published, waiting.
 */
export const RepeatingPost: Story = {
  args: { posts: [...calendarPosts, dailyPost], today: new Date(2026, 10, 20) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^07:00 #105 / })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: '07:00 #105 Falhou' }));
    await expect(canvas.getByText('Facebook · Falhou')).toBeVisible();
  },
};

/** The project's zone is not the browser's (UTC in the tests): the days and hours are the project's, and a note says so. */
export const ProjectTimeZone: Story = {
  args: { timeZone: 'America/Sao_Paulo', today: new Date('2026-11-22T15:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Horários em America\/Sao_Paulo/)).toBeVisible();
    // 09:30 UTC is 06:30 in São Paulo.
    await expect(canvas.getByRole('button', { name: /^06:30 #101 / })).toBeVisible();
  },
};

// The calendar adapts to its own width (a container query): a 375 px phone less the page's and the frame's padding.
const phone = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 311 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { capturedModes: ['light 375', 'dark 375'] satisfies ModeName[] },
} satisfies Pick<Story, 'decorators' | 'parameters'>;

/** On a phone the week is a list of its days, one under the other: nothing scrolls sideways. */
export const PhoneWeek: Story = {
  ...phone,
  args: { posts: [...calendarPosts, dailyPost] },
  play: async ({ canvas }) => {
    const calendar = canvas.getByRole('region', { name: 'Calendário' });
    await expect(calendar.scrollWidth).toBeLessThanOrEqual(calendar.clientWidth);
    await expect(canvas.getByRole('button', { name: /^09:30 #101 / })).toBeVisible();
  },
};

/** On a phone the month is a compact grid of day buttons with status dots; the chosen day lists its posts below. */
export const PhoneMonth: Story = {
  ...phone,
  args: { posts: [...calendarPosts, dailyPost], defaultView: 'month' },
  play: async ({ canvas }) => {
    const calendar = canvas.getByRole('region', { name: 'Calendário' });
    await expect(calendar.scrollWidth).toBeLessThanOrEqual(calendar.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'terça-feira, 24 de novembro, 4 post(s)' }));
    const agenda = within(canvas.getByRole('region', { name: 'terça-feira, 24 de novembro' }));
    await expect(agenda.getByRole('button', { name: /^12:15 #103 / })).toBeVisible();
  },
};

/** The queue's empty slots of the week: a subtle 'HH:mm · Livre' cell under the day's posts. */
export const QueueSlots: Story = {
  args: {
    queueSlots: [
      { at: new Date(2026, 10, 23, 9, 0).toISOString(), account: 'Instagram @loja.aurora' },
      { at: new Date(2026, 10, 23, 18, 0).toISOString(), account: 'Instagram @loja.aurora' },
      { at: new Date(2026, 10, 25, 9, 0).toISOString(), account: 'Facebook @Loja Aurora' },
    ],
    timeZone: 'UTC',
  },
  play: async ({ canvas }) => {
    const monday = within(canvas.getByRole('listitem', { name: /^segunda-feira, 23 de novembro/ }));
    const free = within(monday.getByRole('list', { name: 'Horários livres da fila' }));
    await expect(free.getByText('09:00 · Livre')).toBeVisible();
    await expect(free.getAllByRole('listitem')).toHaveLength(2);
  },
};
