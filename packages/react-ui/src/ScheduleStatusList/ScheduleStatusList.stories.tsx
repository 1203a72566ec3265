import type { Schemas } from '@postify/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { fixtureNow, sampleFailureReasons, samplePost } from '../PostCard/fixtures';
import { ScheduleStatusList, type ScheduleStatusListProps } from './ScheduleStatusList';

/** Instagram posted, Facebook failed (refused by the network), TikTok waiting for tomorrow. */
const mixed = samplePost(42, {
  scheduleHours: [-3, -3, 26],
  states: ['POSTED', 'FAILED', 'SCHEDULED'],
  failureReasons: [null, sampleFailureReasons.refused],
}).schedules;

const meta = {
  parameters: domainComponent,
  title: 'Posts/ScheduleStatusList',
  component: ScheduleStatusList,
  args: {
    schedules: mixed,
    timeZone: 'America/Sao_Paulo',
    now: fixtureNow,
    onRetry: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScheduleStatusList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One occurrence per account: posted, failed with the network's reason, and waiting. */
export const FailedWithReason: Story = {
  parameters: mainStory,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(sampleFailureReasons.refused)).toBeVisible();
    await expect(canvas.getByText('Falhou')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toHaveAccessibleDescription('Facebook @CafeAurora Agendado para 22/11/2026 09:00:00');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledWith(mixed[1]);
    // Only the waiting one can be cancelled; the posted one offers nothing.
    await expect(canvas.getAllByRole('button', { name: 'Cancelar agendamento' })).toHaveLength(1);
  },
};

/** Posted on Instagram, whose first comment was refused: the row says so apart from the post. */
export const FirstCommentFailed: Story = {
  args: {
    schedules: samplePost(44, { scheduleHours: [-2], states: ['POSTED'] }).schedules.map((schedule) => ({
      ...schedule,
      firstComment: {
        status: 'FAILED' as const,
        failureReason: 'O Instagram recusou o primeiro comentário: o comentário tem links demais.',
      },
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Postado')).toBeVisible();
    await expect(
      canvas.getByText(
        'Post publicado, mas o primeiro comentário não. O Instagram recusou o primeiro comentário: o comentário tem links demais.',
      ),
    ).toBeVisible();
  },
};

/** The network refused the account's token: 'Reconectar conta' leads to the account linking. */
export const ExpiredConnection: Story = {
  args: {
    schedules: samplePost(43, {
      scheduleHours: [-1, 30],
      states: ['FAILED', 'SCHEDULED'],
      failureReasons: [sampleFailureReasons.disconnected],
      accountStates: ['EXPIRED', 'REVOKED'],
    }).schedules,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sampleFailureReasons.disconnected)).toBeVisible();
    await expect(
      canvas.getByText('A conta precisa ser conectada novamente antes deste horário.'),
    ).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Reconectar conta' });
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '/settings');
    // A retry would fail the same way: it is not offered.
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** 'Tentar novamente' while the request runs: the button keeps focus and says so. */
export const Retrying: Story = {
  args: { onRetry: fn(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(canvas.getByRole('button', { name: 'Tentando novamente...' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Cancelar agendamento' })).toBeDisabled();
  },
};

/** After a retry the occurrence waits again, past its time: 'Na fila'. */
export const Queued: Story = {
  args: {
    schedules: samplePost(44, { scheduleHours: [-2], states: ['SCHEDULED'] }).schedules,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Na fila')).toBeVisible();
  },
};

/** A refused retry shows the server's pt-BR reason on its row. */
export const RetryRefused: Story = {
  args: {
    onRetry: fn(async () => {
      throw new Error('Reconecte a conta antes de tentar novamente.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Reconecte a conta antes de tentar novamente.',
    );
  },
};

function Cancellable(props: ScheduleStatusListProps) {
  const [schedules, setSchedules] = useState<readonly Schemas['Schedule'][]>(props.schedules);
  return (
    <ScheduleStatusList
      {...props}
      schedules={schedules}
      onCancel={async (schedule) => {
        await props.onCancel?.(schedule);
        setSchedules((current) => current.filter((item) => item.id !== schedule.id));
      }}
    />
  );
}

/** 'Cancelar agendamento' asks first; once confirmed, the occurrence leaves the list. */
export const Cancelled: Story = {
  render: (args) => <Cancellable {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar agendamento' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancelar agendamento' }));
    await expect(
      dialog.getByText(
        'O post não será publicado em TikTok @cafeaurora em 23/11/2026 14:00:00. Os outros agendamentos continuam.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar agendamento' }));
    await expect(args.onCancel).toHaveBeenCalledWith(mixed[2]);
    await expect(canvas.queryByText('TikTok @cafeaurora')).toBeNull();
    await expect(canvas.getByText('Facebook @CafeAurora')).toBeVisible();
  },
};

/** Without handlers (a viewer) the list only reports. */
export const ReadOnly: Story = {
  args: { onRetry: undefined, onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
