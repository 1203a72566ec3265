import { useCancelSchedule, useRetrySchedule, useScheduledPosts, useUpdatePost } from '@postify/hooks';
import { startOfLocalDay, weekBounds } from '@postify/sdk/rules';
import { useState } from 'react';
import { Banner } from '../Banner';
import { Spinner } from '../Spinner';
import { shiftSchedules } from './calendarRules';
import { weekCalendarMessages } from './messages';
import { WeekCalendar, type WeekCalendarProps } from './WeekCalendar';
import * as styles from './WeekCalendar.css';

export interface ConnectedWeekCalendarProps
  extends Omit<
    WeekCalendarProps,
    'posts' | 'onRangeChange' | 'onReschedule' | 'onRetrySchedule' | 'onCancelSchedule'
  > {
  /** Disables rescheduling and the preview's retry and cancel, e.g. for a read-only role. */
  isReadOnly?: boolean;
}

/**
 * `WeekCalendar` on `@postify/hooks`: the visible range's posts from `useScheduledPosts`
 * (`GET /posts/scheduled`), moves saved through `useUpdatePost` (`PUT /posts/{id}`), and the preview's
 * 'Tentar novamente' and 'Cancelar agendamento' through `useRetrySchedule` and `useCancelSchedule`.
 */
export function ConnectedWeekCalendar({ isReadOnly = false, today, ...props }: ConnectedWeekCalendarProps) {
  const [bounds, setBounds] = useState(() => weekBounds(startOfLocalDay(today ?? new Date())));
  const scheduled = useScheduledPosts(bounds);
  const update = useUpdatePost();
  const retry = useRetrySchedule();
  const cancel = useCancelSchedule();
  return (
    <div className={styles.connected}>
      {scheduled.errorMessage ? <Banner tone="danger">{scheduled.errorMessage}</Banner> : null}
      {scheduled.isPending ? (
        <Spinner label={{ ...weekCalendarMessages, ...props.messages }.loading} />
      ) : null}
      <WeekCalendar
        {...props}
        {...(today ? { today } : {})}
        posts={scheduled.data ?? []}
        onRangeChange={(next) =>
          setBounds((current) => (current.from === next.from && current.to === next.to ? current : next))
        }
        {...(isReadOnly
          ? {}
          : {
              onReschedule: (post, at) =>
                update.mutateAsync({ id: post.id, schedules: shiftSchedules(post, at) }),
              onRetrySchedule: (schedule, post) =>
                retry.mutateAsync({ postId: post.id, scheduleId: schedule.id }),
              onCancelSchedule: (schedule, post) =>
                cancel.mutateAsync({ postId: post.id, scheduleId: schedule.id }),
            })}
      />
    </div>
  );
}
