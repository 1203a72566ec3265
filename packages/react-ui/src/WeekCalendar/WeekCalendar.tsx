import { useWeekWindow } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import {
  atTimeOfDay,
  dayIn,
  localDayKey,
  localTimeZone,
  placeOccurrencesByDay,
  weekBounds,
} from '@postify/sdk/rules';
import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Modal } from '../Modal';
import { PostPreview } from '../previews';
import { ScheduleStatusList } from '../ScheduleStatusList';
import { TimeZoneNote } from '../shared/TimeZoneNote';
import { CalendarDay } from './CalendarDay';
import type { CalendarPostActions } from './CalendarPost';
import { addMonths, monthGridDays, type PostOccurrence } from './calendarRules';
import { MonthAgenda } from './MonthAgenda';
import { MoveDialog } from './MoveDialog';
import { type WeekCalendarMessages, weekCalendarMessages } from './messages';
import * as styles from './WeekCalendar.css';

type Post = Schemas['Post'];
type Schedule = Schemas['Schedule'];

/** An empty slot of the queue ('Horários da fila') to draw on its day: its instant and whose it is. */
export interface QueueSlotCell {
  at: string;
  /** The account the slot belongs to, e.g. 'Instagram @loja.aurora' (read by screen readers). */
  account: string;
}

const noSlots: readonly QueueSlotCell[] = [];

/** The calendar's two views. */
export const calendarViews = ['week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

export interface WeekCalendarProps {
  /**
   * Posts with schedules (`GET /posts/scheduled`): every occurrence of a post that falls in the visible
   * days shows on its day, with its own status.
   */
  posts: readonly Post[];
  /**
   * The empty queue slots of the visible range (`GET /queue`, the entries without a post): each shows on
   * its day as a subtle 'HH:mm · Livre' cell in a list named 'Horários livres da fila'.
   */
  queueSlots?: readonly QueueSlotCell[];
  /** Now: the week view starts on its day (in `timeZone`); the current time by default. */
  today?: Date;
  /**
   * The project's time zone (`Project.timeZone`): the days, the hours and the moves are in it, with a note
   * when it is not the browser's. The browser's zone by default.
   */
  timeZone?: string;
  defaultView?: CalendarView;
  /** The visible range changed (navigation or view): fetch `GET /posts/scheduled` with these bounds. */
  onRangeChange?: (bounds: { from: string; to: string }) => void;
  /**
   * Moves one occurrence (all its accounts) to `at`, by drag and drop or 'Mover para…'; build the update
   * with `moveOccurrence`. Only occurrences no account has started publishing can move. Without it
   * nothing moves.
   */
  onReschedule?: (occurrence: PostOccurrence, at: Date) => Promise<unknown> | unknown;
  /** Puts a failed occurrence back in the queue from the preview ('Tentar novamente'); offered only when given. */
  onRetrySchedule?: (schedule: Schedule, post: Post) => Promise<unknown> | unknown;
  /** Cancels one waiting occurrence from the preview ('Cancelar agendamento'); offered only when given. */
  onCancelSchedule?: (schedule: Schedule, post: Post) => Promise<unknown> | unknown;
  /** Where the preview's 'Reconectar conta' leads (the settings' account linking by default); null hides it. */
  reconnectHref?: string | null;
  /** The present moment for the preview's statuses ('Na fila'); the current time by default. */
  now?: Date;
  /** The content of the 'Preview' modal; the post's network previews by default. */
  renderPreview?: (post: Post) => ReactNode;
  /** Receives a failed move by drag and drop ('Mover para…' shows its own message in its dialog). */
  onError?: (error: unknown) => void;
  /**
   * Level of the day headings: 2 by default, right under the page's title (the calendar has no heading of
   * its own); 3 or lower when it sits under a section heading of the page.
   */
  dayHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  messages?: Partial<WeekCalendarMessages>;
}

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short' });
const weekdayNames = (days: readonly Date[]) => days.slice(0, 7).map((d) => weekday.format(d));
const monthLabel = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });

/** The least height of a post's button and the gap under it, in pixels (controlSm + space.xxs). */
const postRowPx = 34;

/**
 * How many occurrences each day draws in the first paint of a range: as many rows of posts as the window
 * is tall, spent week row by week row (a month's later weeks are below the fold), all of them once
 * `everything` is set. A week of 500 posts is 500 buttons, and drawing them all before the first paint
 * took about 300 ms on a 2-core machine; the window shows fewer than 30 a day.
 */
function firstPaintLimits(days: readonly { occurrences: readonly unknown[] }[], everything: boolean) {
  if (everything) return days.map(() => Number.POSITIVE_INFINITY);
  const height = typeof window === 'undefined' ? 1080 : window.innerHeight;
  let rowsLeft = Math.ceil(height / postRowPx);
  const limits: number[] = [];
  for (let start = 0; start < days.length; start += 7) {
    const week = days.slice(start, start + 7);
    const rows = Math.min(rowsLeft, Math.max(0, ...week.map((day) => day.occurrences.length)));
    for (const _ of week) limits.push(rows);
    // A week row also has its days' headings, about one post tall.
    rowsLeft = Math.max(0, rowsLeft - rows - 1);
  }
  return limits;
}

/**
 * 'Calendário': seven days from today moved a week at a time (or a month view), each day listing the
 * occurrences of posts as 'HH:mm #id' with their status, or 'Sem posts'; an occurrence expands to its
 * accounts, a 'Preview' modal (the post's previews and each schedule's status, reason and actions) and, when `onReschedule` is given, 'Mover para…' and drag and drop to
 * another day. In a narrow container (a phone) the week is a list of days and the month a compact grid
 * whose chosen day lists its posts below it.
 */
export function WeekCalendar({
  posts,
  queueSlots = noSlots,
  today,
  timeZone = localTimeZone(),
  defaultView = 'week',
  onRangeChange,
  onReschedule,
  onRetrySchedule,
  onCancelSchedule,
  reconnectHref,
  now,
  onError,
  renderPreview = (post) => (
    <PostPreview caption={post.caption} description={post.description} media={post.mediaUrls} />
  ),
  dayHeadingLevel = 2,
  messages,
}: WeekCalendarProps) {
  const m = useCopy('weekCalendar', weekCalendarMessages, messages);
  const week = useWeekWindow({ ...(today ? { today } : {}), timeZone });
  const [todayDay] = useState(() => dayIn(today ?? new Date(), timeZone));
  const todayKey = localDayKey(todayDay);
  const [view, setView] = useState<CalendarView>(defaultView);
  const [month, setMonth] = useState(() => addMonths(todayDay, 0));
  const [chosenKey, setChosenKey] = useState(todayKey);
  // By id: the preview follows the post as retries and cancellations refresh it, and closes when it leaves.
  const [previewingId, setPreviewingId] = useState<number | null>(null);
  const previewing = previewingId === null ? null : (posts.find((p) => p.id === previewingId) ?? null);
  const schedulesTitleId = useId();
  const [moving, setMoving] = useState<PostOccurrence | null>(null);
  const dragged = useRef<PostOccurrence | null>(null);

  const days = useMemo(() => (view === 'week' ? week.days : monthGridDays(month)), [view, week.days, month]);
  const placed = useMemo(() => placeOccurrencesByDay(posts, days, timeZone), [posts, days, timeZone]);
  const slotsByDay = useMemo(() => {
    const byDay = new Map<string, QueueSlotCell[]>();
    for (const slot of queueSlots) {
      const key = localDayKey(dayIn(new Date(slot.at), timeZone));
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return byDay;
  }, [queueSlots, timeZone]);
  // The first paint of a range draws what the window can show; a transition (which yields to input and
  // to frames) draws the rest right after. A new range or view starts over; new posts in the same range
  // (a refresh, a move) do not hide the ones drawn.
  const rangeKey = `${view} ${localDayKey(days[0] ?? month)}`;
  const [drawnRange, setDrawnRange] = useState(rangeKey);
  const [everything, setEverything] = useState(false);
  if (drawnRange !== rangeKey) {
    setDrawnRange(rangeKey);
    setEverything(false);
  }
  const limits = useMemo(() => firstPaintLimits(placed, everything), [placed, everything]);
  const partial = placed.some((day, i) => day.occurrences.length > (limits[i] ?? 0));
  useEffect(() => {
    if (partial) startTransition(() => setEverything(true));
  }, [partial]);
  const bounds = view === 'week' ? week.bounds : weekBounds(days[0] ?? month, days.length, timeZone);
  const rangeLabel = view === 'week' ? week.rangeLabel : monthLabel.format(month);
  // The month's chosen day (a phone lists its posts under the compact grid): today, or the 1st of another month.
  const inMonth = (key: string) =>
    placed.some((d) => d.key === key && d.date.getMonth() === month.getMonth());
  const chosen =
    placed.find((d) => d.key === chosenKey && inMonth(chosenKey)) ??
    placed.find((d) => d.date.getMonth() === month.getMonth() && d.date.getDate() === 1);

  const latestRangeChange = useRef(onRangeChange);
  latestRangeChange.current = onRangeChange;
  useEffect(() => {
    latestRangeChange.current?.({ from: bounds.from, to: bounds.to });
  }, [bounds.from, bounds.to]);

  const previous = view === 'week' ? week.previous : () => setMonth((current) => addMonths(current, -1));
  const next = view === 'week' ? week.next : () => setMonth((current) => addMonths(current, 1));

  // Stable across renders, so the memoised days and posts are drawn again only when their own data
  // changes; the latest callbacks are read when a move happens.
  const latest = useRef({ onReschedule, onError });
  latest.current = { onReschedule, onError };
  const canReschedule = Boolean(onReschedule);
  const previewPost = useCallback((post: Post) => setPreviewingId(post.id), []);
  const dragStart = useCallback((occurrence: PostOccurrence) => {
    dragged.current = occurrence;
  }, []);
  const actions = useMemo<CalendarPostActions>(
    () => ({
      timeZone,
      messages: m,
      onPreview: previewPost,
      ...(canReschedule ? { onMove: setMoving, onDragStart: dragStart } : {}),
    }),
    [timeZone, m, previewPost, canReschedule, dragStart],
  );
  const dropOn = useCallback(
    (target: Date) => {
      const source = dragged.current;
      dragged.current = null;
      const { onReschedule: reschedule, onError: reportError } = latest.current;
      if (reschedule && source && localDayKey(target) !== localDayKey(dayIn(source.at, timeZone))) {
        void Promise.resolve(reschedule(source, atTimeOfDay(target, source.at, timeZone))).catch(
          (error: unknown) => reportError?.(error),
        );
      }
    },
    [timeZone],
  );

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
      <TimeZoneNote timeZone={timeZone} message={m.timeZoneNote} />
      <div className={styles.scroller}>
        {view === 'month' ? (
          <div className={styles.monthGrid} aria-hidden="true">
            {weekdayNames(days).map((name) => (
              <span key={name} className={styles.weekdayHeader}>
                {name}
              </span>
            ))}
          </div>
        ) : null}
        <ol className={view === 'week' ? styles.weekGrid : styles.monthGrid} aria-label={rangeLabel}>
          {placed.map((day, i) => (
            <CalendarDay
              key={day.key}
              day={day}
              queueSlots={slotsByDay.get(day.key) ?? noSlots}
              messages={m}
              variant={view}
              headingLevel={dayHeadingLevel}
              isToday={day.key === todayKey}
              isOutside={view === 'month' && day.date.getMonth() !== month.getMonth()}
              isChosen={view === 'month' && day.key === chosen?.key}
              onChoose={view === 'month' ? setChosenKey : undefined}
              onDropPost={canReschedule ? dropOn : undefined}
              limit={limits[i] ?? 0}
              actions={actions}
            />
          ))}
        </ol>
        {view === 'month' && chosen ? (
          <MonthAgenda
            day={chosen}
            messages={m}
            headingLevel={dayHeadingLevel}
            limit={limits[placed.indexOf(chosen)] ?? 0}
            actions={actions}
          />
        ) : null}
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
          timeZone={timeZone}
          messages={m}
          onMove={(at) => onReschedule(moving, at)}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </section>
  );
}
