import {
  useCancelSchedule,
  useCurrentProject,
  usePlatforms,
  useQueue,
  useRetrySchedule,
  useScheduledPosts,
  useUpdatePost,
} from '@postify/hooks';
import { DEFAULT_PROJECT_TIME_ZONE, dayIn, weekBounds } from '@postify/sdk/rules';
import { useMemo, useState } from 'react';
import { Banner } from '../Banner';
import { useCopy } from '../i18n/useCopy';
import { Spinner } from '../Spinner';
import { moveOccurrence } from './calendarRules';
import { weekCalendarMessages } from './messages';
import { WeekCalendar, type WeekCalendarProps } from './WeekCalendar';
import * as styles from './WeekCalendar.css';

export interface ConnectedWeekCalendarProps
  extends Omit<
    WeekCalendarProps,
    'posts' | 'queueSlots' | 'onRangeChange' | 'onReschedule' | 'onRetrySchedule' | 'onCancelSchedule'
  > {
  /** Disables rescheduling and the preview's retry and cancel, e.g. for a read-only role. */
  isReadOnly?: boolean;
}

/**
 * `WeekCalendar` on `@postify/hooks`: the visible range's posts from `useScheduledPosts`
 * (`GET /posts/scheduled`), in the current project's time zone (`useCurrentProject`; the API's default
 * zone until the project is known), moves of one occurrence saved through `useUpdatePost`
 * (`PUT /posts/{id}`), and the preview's 'Tentar novamente' and 'Cancelar agendamento' through
 * `useRetrySchedule` and `useCancelSchedule`. The empty queue slots of the range come from `useQueue`
 * (the future ones: a past slot is no longer free), named by the accounts of `usePlatforms`.
 */
export function ConnectedWeekCalendar({
  isReadOnly = false,
  today,
  timeZone: zone,
  ...props
}: ConnectedWeekCalendarProps) {
  const { currentProject } = useCurrentProject();
  const timeZone = zone ?? currentProject?.timeZone ?? DEFAULT_PROJECT_TIME_ZONE;
  return (
    // A project in another zone shows other days: the calendar starts over in it.
    <ZonedCalendar
      key={timeZone}
      {...props}
      {...(today ? { today } : {})}
      timeZone={timeZone}
      isReadOnly={isReadOnly}
    />
  );
}

function ZonedCalendar({
  isReadOnly,
  today,
  timeZone,
  ...props
}: Omit<ConnectedWeekCalendarProps, 'timeZone'> & { timeZone: string }) {
  const [bounds, setBounds] = useState(() =>
    weekBounds(dayIn(today ?? new Date(), timeZone), undefined, timeZone),
  );
  const scheduled = useScheduledPosts(bounds);
  const queue = useQueue(bounds);
  const platforms = usePlatforms();
  const queueSlots = useMemo(() => {
    const names = new Map(
      (platforms.data ?? []).flatMap((group) =>
        group.socialMediaAccounts.map(
          (account) => [account.id, `${group.name} @${account.username}`] as const,
        ),
      ),
    );
    const now = Date.now();
    return (queue.data ?? [])
      .filter((entry) => entry.scheduleId === null && Date.parse(entry.at) > now)
      .map((entry) => ({ at: entry.at, account: names.get(entry.socialMediaAccountId) ?? '' }));
  }, [queue.data, platforms.data]);
  const update = useUpdatePost();
  const retry = useRetrySchedule();
  const cancel = useCancelSchedule();
  const m = useCopy('weekCalendar', weekCalendarMessages, props.messages);
  return (
    <div className={styles.connected}>
      {scheduled.errorMessage ? <Banner tone="danger">{scheduled.errorMessage}</Banner> : null}
      {scheduled.isPending ? <Spinner label={m.loading} /> : null}
      <WeekCalendar
        {...props}
        {...(today ? { today } : {})}
        timeZone={timeZone}
        posts={scheduled.data ?? []}
        queueSlots={queueSlots}
        onRangeChange={(next) =>
          setBounds((current) => (current.from === next.from && current.to === next.to ? current : next))
        }
        {...(isReadOnly
          ? {}
          : {
              onReschedule: (occurrence, at) =>
                update.mutateAsync({ id: occurrence.post.id, schedules: moveOccurrence(occurrence, at) }),
              onRetrySchedule: (schedule, post) =>
                retry.mutateAsync({ postId: post.id, scheduleId: schedule.id }),
              onCancelSchedule: (schedule, post) =>
                cancel.mutateAsync({ postId: post.id, scheduleId: schedule.id }),
            })}
      />
    </div>
  );
}
