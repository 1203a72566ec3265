import type { ComposerState } from '@postify/hooks/state';
import { lazy, type ReactNode, Suspense } from 'react';
import { Banner } from '../Banner';
import { formatMessage } from '../i18n/format';
import type { AccountGroup } from '../ScheduleEditor';
import { AccountPicker } from '../ScheduleEditor/AccountPicker';
import { Switch } from '../Switch';
import type { PostComposerMessages } from './messages';
import * as styles from './PostComposer.css';

// Loaded when 'Agendar template' is switched on: its date picker and time list are most of the composer's
// weight, and a page that only posts now never needs them.
const ScheduleEditor = lazy(() =>
  import('../ScheduleEditor/ScheduleEditor').then((module) => ({ default: module.ScheduleEditor })),
);
// The same date picker, loaded when 'Adicionar à fila' is switched on.
const QueueFromField = lazy(() =>
  import('./QueueFromField').then((module) => ({ default: module.QueueFromField })),
);

/** What 'Adicionar à fila' needs to show: the chosen accounts without slots and where to set them. */
export interface QueueOption {
  /** Names ('@loja.aurora') of the chosen accounts that have no 'Horários da fila'. */
  withoutSlots: readonly string[];
  /** Where 'Definir horários da fila' leads; no link without it. */
  slotsHref?: string | undefined;
}

/**
 * 'Postar agora' with its accounts, 'Agendar template' with the schedule editor and, when the host can
 * queue (`queue`), 'Adicionar à fila' with its accounts and an optional start day; each disables the others.
 */
export function PublishOptions({
  composer,
  platforms,
  messages,
  queue,
}: {
  composer: ComposerState;
  platforms: readonly AccountGroup[];
  messages: PostComposerMessages;
  queue?: QueueOption | undefined;
}) {
  const setAccounts = (next: readonly string[]) => {
    const current = composer.selectedAccountIds;
    for (const id of current) if (!next.includes(id)) composer.toggleAccount(id);
    for (const id of next) if (!current.includes(id)) composer.toggleAccount(id);
  };
  // 'Postar agora' and 'Adicionar à fila' publish to the same chosen accounts.
  const accounts = (
    <AccountPicker
      platforms={platforms}
      selectedIds={composer.selectedAccountIds}
      onChange={setAccounts}
      label={messages.accounts}
      emptyLabel={messages.noAccounts}
    />
  );
  return (
    <section className={styles.section} aria-label={messages.publishing}>
      <PublishOption
        label={messages.postNow}
        isOn={composer.postNow}
        isDisabled={composer.postNowDisabled}
        onChange={composer.setPostNow}
      >
        {accounts}
      </PublishOption>
      <PublishOption
        label={messages.scheduleTemplate}
        isOn={composer.scheduling}
        isDisabled={composer.schedulingDisabled}
        onChange={composer.setScheduling}
      >
        <Suspense
          fallback={
            <p className={styles.muted} role="status">
              {messages.loadingSchedule}
            </p>
          }
        >
          <ScheduleEditor editor={composer.scheduleEditor} platforms={platforms} />
        </Suspense>
      </PublishOption>
      {queue ? (
        <PublishOption
          label={messages.addToQueue}
          isOn={composer.queueing}
          isDisabled={composer.queueingDisabled}
          onChange={composer.setQueueing}
        >
          {accounts}
          <Suspense fallback={null}>
            <QueueFromField
              label={messages.queueFrom}
              description={messages.queueFromHint}
              value={composer.queueFrom}
              onChange={composer.setQueueFrom}
            />
          </Suspense>
          {queue.withoutSlots.length > 0 ? (
            <Banner tone="warning" title={messages.queueNoSlotsTitle}>
              {formatMessage(messages.queueNoSlots, { accounts: queue.withoutSlots.join(', ') })}{' '}
              {queue.slotsHref ? (
                <a className={styles.link} href={queue.slotsHref}>
                  {messages.queueSetUp}
                </a>
              ) : null}
            </Banner>
          ) : null}
        </PublishOption>
      ) : null}
    </section>
  );
}

/** One way to publish: its switch, and what it asks for (accounts, a schedule) while it is on. */
function PublishOption({
  label,
  isOn,
  isDisabled,
  onChange,
  children,
}: {
  label: string;
  isOn: boolean;
  isDisabled: boolean;
  onChange: (isOn: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.option}>
      <Switch isSelected={isOn} isDisabled={isDisabled} onChange={onChange}>
        {label}
      </Switch>
      {isOn ? children : null}
    </div>
  );
}
