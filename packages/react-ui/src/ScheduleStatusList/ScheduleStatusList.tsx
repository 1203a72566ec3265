import { getLocalTimeZone } from '@internationalized/date';
import { errorMessage, type Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { occurrenceActions } from '@postify/sdk/rules';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { LinkButton } from '../LinkButton';
import { cx } from '../shared/cx';
import { type ScheduleStatusListMessages, scheduleStatusListMessages } from './messages';
import * as styles from './ScheduleStatusList.css';

type Schedule = Schemas['Schedule'];

export interface ScheduleStatusListProps {
  /** The post's schedules (one occurrence each: an account at a time), in the order to show them. */
  schedules: readonly Schedule[];
  /** Puts a failed occurrence back in the queue; 'Tentar novamente' is offered only when given. */
  onRetry?: (schedule: Schedule) => Promise<unknown> | unknown;
  /** Cancels a waiting occurrence after a confirmation; 'Cancelar agendamento' is offered only when given. */
  onCancel?: (schedule: Schedule) => Promise<unknown> | unknown;
  /** Where 'Reconectar conta' leads: the account linking of the settings by default; null hides it. */
  reconnectHref?: string | null;
  /** IANA time zone of the times shown; the browser's by default. */
  timeZone?: string;
  /** The present moment: a waiting occurrence before it is 'Na fila'. The current time by default. */
  now?: Date;
  messages?: Partial<ScheduleStatusListMessages>;
  className?: string;
}

const tones: Record<Schedule['status'], BadgeTone> = {
  SCHEDULED: 'primary',
  PUBLISHING: 'warning',
  POSTED: 'success',
  FAILED: 'danger',
};

type Pending = { id: number; action: 'retry' | 'cancel' } | null;

/**
 * A post's occurrences, one per network account and time: each with its status, the network's reason
 * when it failed, and the actions its state allows (`occurrenceActions`): 'Tentar novamente' on a
 * failed one, 'Reconectar conta' when its account must be linked again, 'Cancelar agendamento' on a
 * waiting one (confirmed first). A refused action shows the server's reason on its row.
 */
export function ScheduleStatusList({
  schedules,
  onRetry,
  onCancel,
  reconnectHref = '/settings',
  timeZone = getLocalTimeZone(),
  now,
  messages,
  className,
}: ScheduleStatusListProps) {
  const m = useCopy('scheduleStatusList', scheduleStatusListMessages, messages);
  const baseId = useId();
  const [pending, setPending] = useState<Pending>(null);
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [confirming, setConfirming] = useState<Schedule | null>(null);
  const moment = (now ?? new Date()).getTime();

  const showError = (id: number, text: string | null) =>
    setErrors((current) => {
      const next = new Map(current);
      if (text) next.set(id, text);
      else next.delete(id);
      return next;
    });

  async function run(schedule: Schedule, action: 'retry' | 'cancel') {
    const call = action === 'retry' ? onRetry : onCancel;
    if (!call) return;
    setPending({ id: schedule.id, action });
    showError(schedule.id, null);
    try {
      await call(schedule);
    } catch (error) {
      showError(schedule.id, errorMessage(error, action === 'retry' ? m.retryFailed : m.cancelFailed));
    } finally {
      setPending(null);
    }
  }

  const accountOf = (schedule: Schedule) =>
    formatMessage(m.account, {
      platform: schedule.socialMediaAccount.platformName,
      username: schedule.socialMediaAccount.username,
    });

  return (
    <>
      <ul className={cx(styles.list, className)}>
        {schedules.map((schedule) => {
          const actions = occurrenceActions(schedule);
          const rowId = `${baseId}-${schedule.id}`;
          const queued = schedule.status === 'SCHEDULED' && Date.parse(schedule.scheduledAt) <= moment;
          const busy = pending?.id === schedule.id ? pending.action : null;
          const error = errors.get(schedule.id);
          const time = schedule.postedAt
            ? formatMessage(m.postedAt, { time: formatDateTime(schedule.postedAt, { timeZone }) })
            : formatMessage(m.scheduledAt, { time: formatDateTime(schedule.scheduledAt, { timeZone }) });
          return (
            <li key={schedule.id} className={styles.row} data-status={schedule.status}>
              <div className={styles.summary}>
                <span id={`${rowId}-account`} className={styles.account}>
                  {accountOf(schedule)}
                </span>
                <Badge tone={tones[schedule.status]}>{queued ? m.queued : m.status[schedule.status]}</Badge>
              </div>
              <span id={`${rowId}-time`} className={styles.time}>
                {time}
              </span>
              {schedule.status === 'FAILED' ? (
                <p className={styles.reason}>{schedule.failureReason ?? m.unknownReason}</p>
              ) : schedule.status === 'SCHEDULED' && actions.includes('reconnect') ? (
                <p className={styles.warning}>{m.reconnectBefore}</p>
              ) : null}
              {schedule.firstComment?.status === 'FAILED' ? (
                <p className={styles.warning}>
                  {m.firstCommentFailed} {schedule.firstComment.failureReason ?? m.unknownReason}
                </p>
              ) : null}
              {error ? (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              ) : null}
              <Actions
                actions={actions}
                describedBy={`${rowId}-account ${rowId}-time`}
                busy={busy}
                isDisabled={pending !== null && !busy}
                messages={m}
                reconnectHref={reconnectHref}
                onRetry={onRetry ? () => void run(schedule, 'retry') : undefined}
                onCancel={onCancel ? () => setConfirming(schedule) : undefined}
              />
            </li>
          );
        })}
      </ul>
      {confirming && onCancel ? (
        <ConfirmDialog
          isOpen
          variant="destructive"
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={m.cancelTitle}
          description={formatMessage(schedules.length > 1 ? m.cancelDescription : m.cancelLastDescription, {
            account: accountOf(confirming),
            time: formatDateTime(confirming.scheduledAt, { timeZone }),
          })}
          confirmLabel={m.cancel}
          cancelLabel={m.cancelBack}
          loadingLabel={m.cancelling}
          onConfirm={() => run(confirming, 'cancel')}
        />
      ) : null}
    </>
  );
}

interface ActionsProps {
  actions: readonly string[];
  describedBy: string;
  busy: 'retry' | 'cancel' | null;
  isDisabled: boolean;
  messages: ScheduleStatusListMessages;
  reconnectHref: string | null;
  onRetry: (() => void) | undefined;
  onCancel: (() => void) | undefined;
}

/** The row's buttons; each names its row through `aria-describedby`, as every row repeats the labels. */
function Actions({
  actions,
  describedBy,
  busy,
  isDisabled,
  messages: m,
  reconnectHref,
  onRetry,
  onCancel,
}: ActionsProps) {
  const retry = actions.includes('retry') && onRetry;
  const reconnect = actions.includes('reconnect') && reconnectHref;
  const cancel = actions.includes('cancel') && onCancel;
  if (!retry && !reconnect && !cancel) return null;
  return (
    <div className={styles.actions}>
      {retry ? (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          isLoading={busy === 'retry'}
          loadingLabel={m.retrying}
          isDisabled={isDisabled}
          onPress={onRetry}
        >
          {m.retry}
        </Button>
      ) : null}
      {reconnect ? (
        <LinkButton size="sm" variant="secondary" href={reconnectHref} aria-describedby={describedBy}>
          {m.reconnect}
        </LinkButton>
      ) : null}
      {cancel ? (
        <Button
          size="sm"
          variant="ghost"
          aria-describedby={describedBy}
          isLoading={busy === 'cancel'}
          loadingLabel={m.cancelling}
          isDisabled={isDisabled}
          onPress={onCancel}
        >
          {m.cancel}
        </Button>
      ) : null}
    </div>
  );
}
