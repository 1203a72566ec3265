import { useWeekWindow } from '@postify/hooks';
import type { Schemas } from '@postify/sdk';
import { localDayKey, placePostsByDay, startOfLocalDay, weekBounds } from '@postify/sdk/rules';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { formatMessage } from '../messages';
import { PostPreview } from '../previews';
import { ScheduleStatusList } from '../ScheduleStatusList';
import { CalendarDay } from './CalendarDay';
import { CalendarPost } from './CalendarPost';
import { addMonths, atTimeOf, monthGridDays } from './calendarRules';
import { MoveDialog } from './MoveDialog';
import { type WeekCalendarMessages, weekCalendarMessages } from './messages';
import * as styles from './WeekCalendar.css';

type Post = Schemas['Post'];
type Schedule = Schemas['Schedule'];

/** The calendar's two views. */
export const calendarViews = ['week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

export interface WeekCalendarProps {
  /** Posts with schedules; each shows on the day of its earliest schedule, in local time. */
  posts: readonly Post[];
  /** The first day of the week view; the current date by default. */
  today?: Date;
  defaultView?: CalendarView;
  /** The visible range changed (navigation or view): fetch `GET /posts/scheduled` with these bounds. */
  onRangeChange?: (bounds: { from: string; to: string }) => void;
  /**
   * Moves a post so its earliest schedule is at `at` (drag and drop, or 'Mover para…'); build the
   * update with `shiftSchedules`. Without it posts cannot be moved.
   */
  onReschedule?: (post: Post, at: Date) => Promise<unknown> | unknown;
  /** The content of the 'Preview' modal; the post's network previews by default. */
  renderPreview?: (post: Post) => ReactNode;
  /** Puts a failed occurrence back in the queue from the preview ('Tentar novamente'); offered only when given. */
  onRetrySchedule?: (schedule: Schedule, post: Post) => Promise<unknown> | unknown;
  /** Cancels one waiting occurrence from the preview ('Cancelar agendamento'); offered only when given. */
  onCancelSchedule?: (schedule: Schedule, post: Post) => Promise<unknown> | unknown;
  /** Where the preview's 'Reconectar conta' leads (the settings' account linking by default); null hides it. */
  reconnectHref?: string | null;
  /** The present moment for the preview's statuses ('Na fila'); the current time by default. */
  now?: Date;
  /** Receives a failed move by drag and drop ('Mover para…' shows its own message in its dialog). */
  onError?: (error: unknown) => void;
  /**
   * Level of the day headings: 2 by default, right under the page's title (the calendar has no heading of
   * its own); 3 or lower when it sits under a section heading of the page.
   */
  dayHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  messages?: Partial<WeekCalendarMessages>;
}

const weekdayNames = (days: readonly Date[]) =>
  days.slice(0, 7).map((d) => new Intl.DateTimeFormat('pt-BR', { weekday: 'short' }).format(d));
const monthLabel = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });

/**
 * 'Calendário': seven days from today moved a week at a time (or a month view), each day listing its
 * posts as 'HH:mm #id' or 'Sem posts'; a post expands to its platforms, a 'Preview' modal (the post's
 * previews and each schedule's status, reason and actions) and, when `onReschedule` is given,
 * 'Mover para…' and drag and drop to another day.
 */
export function WeekCalendar({
  posts,
  today,
  defaultView = 'week',
  onRangeChange,
  onReschedule,
  onError,
  onRetrySchedule,
  onCancelSchedule,
  reconnectHref,
  now,
  renderPreview = (post) => (
    <PostPreview caption={post.caption} description={post.description} media={post.mediaUrls} />
  ),
  dayHeadingLevel = 2,
  messages,
}: WeekCalendarProps) {
  const m = { ...weekCalendarMessages, ...messages };
  const week = useWeekWindow(today ? { today } : {});
  const [view, setView] = useState<CalendarView>(defaultView);
  const [month, setMonth] = useState(() => addMonths(today ?? new Date(), 0));
  // By id: the preview follows the post as retries and cancellations refresh it, and closes when it leaves.
  const [previewingId, setPreviewingId] = useState<number | null>(null);
  const previewing = previewingId === null ? null : (posts.find((p) => p.id === previewingId) ?? null);
  const [moving, setMoving] = useState<{ post: Post; at: Date } | null>(null);
  const dragged = useRef<{ post: Post; at: Date } | null>(null);
  const schedulesTitleId = useId();
  const todayKey = localDayKey(startOfLocalDay(today ?? new Date()));

  const days = useMemo(() => (view === 'week' ? week.days : monthGridDays(month)), [view, week.days, month]);
  const placed = useMemo(() => placePostsByDay(posts, days), [posts, days]);
  const bounds = view === 'week' ? week.bounds : weekBounds(days[0] ?? month, days.length);
  const rangeLabel = view === 'week' ? week.rangeLabel : monthLabel.format(month);

  const latestRangeChange = useRef(onRangeChange);
  latestRangeChange.current = onRangeChange;
  useEffect(() => {
    latestRangeChange.current?.({ from: bounds.from, to: bounds.to });
  }, [bounds.from, bounds.to]);

  const previous = view === 'week' ? week.previous : () => setMonth((current) => addMonths(current, -1));
  const next = view === 'week' ? week.next : () => setMonth((current) => addMonths(current, 1));

  return (
    <section aria-label={m.title} className={styles.root}>
      <div className={styles.toolbar}>
        <div className={styles.nav}>
          <Button variant="secondary" size="sm" onPress={previous}>
            {view === 'week' ? m.previousWeek : m.previousMonth}
          </Button>
          <span className={styles.range} aria-live="polite">
            {rangeLabel}
          </span>
          <Button variant="secondary" size="sm" onPress={next}>
            {view === 'week' ? m.nextWeek : m.nextMonth}
          </Button>
        </div>
        <fieldset className={styles.views} aria-label={m.views}>
          {calendarViews.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'primary' : 'ghost'}
              aria-pressed={view === option}
              onPress={() => setView(option)}
            >
              {option === 'week' ? m.week : m.month}
            </Button>
          ))}
        </fieldset>
      </div>
      <div className={styles.scroller}>
        {view === 'month' ? (
          <div className={styles.grid} aria-hidden="true">
            {weekdayNames(days).map((name) => (
              <span key={name} className={styles.weekdayHeader}>
                {name}
              </span>
            ))}
          </div>
        ) : null}
        <ol className={styles.grid} aria-label={rangeLabel}>
          {placed.map((day) => (
            <CalendarDay
              key={day.key}
              day={day}
              messages={m}
              variant={view}
              headingLevel={dayHeadingLevel}
              isToday={day.key === todayKey}
              isOutside={view === 'month' && day.date.getMonth() !== month.getMonth()}
              onDropPost={
                onReschedule
                  ? (target) => {
                      const source = dragged.current;
                      dragged.current = null;
                      if (source && localDayKey(target) !== localDayKey(source.at)) {
                        void Promise.resolve(onReschedule(source.post, atTimeOf(target, source.at))).catch(
                          (error: unknown) => onError?.(error),
                        );
                      }
                    }
                  : undefined
              }
            >
              {day.posts.map(({ post, at }) => (
                <CalendarPost
                  key={post.id}
                  post={post}
                  at={at}
                  messages={m}
                  onPreview={(p) => setPreviewingId(p.id)}
                  onMove={onReschedule ? (p) => setMoving({ post: p, at }) : undefined}
                  onDragStart={onReschedule ? (p) => (dragged.current = { post: p, at }) : undefined}
                />
              ))}
            </CalendarDay>
          ))}
        </ol>
      </div>
      {previewing ? (
        <Modal
          isOpen
          onOpenChange={(open) => {
            if (!open) setPreviewingId(null);
          }}
          title={formatMessage(m.previewTitle, { id: previewing.id })}
        >
          {renderPreview(previewing)}
          <section aria-labelledby={schedulesTitleId} className={styles.previewSchedules}>
            <h3 id={schedulesTitleId} className={styles.previewSchedulesTitle}>
              {m.schedules}
            </h3>
            <ScheduleStatusList
              schedules={previewing.schedules}
              {...(onRetrySchedule ? { onRetry: (schedule) => onRetrySchedule(schedule, previewing) } : {})}
              {...(onCancelSchedule
                ? { onCancel: (schedule) => onCancelSchedule(schedule, previewing) }
                : {})}
              {...(reconnectHref !== undefined ? { reconnectHref } : {})}
              {...(now ? { now } : {})}
            />
          </section>
        </Modal>
      ) : null}
      {moving && onReschedule ? (
        <MoveDialog
          post={moving.post}
          at={moving.at}
          messages={m}
          onMove={(at) => onReschedule(moving.post, at)}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </section>
  );
}
