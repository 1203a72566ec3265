import type { ComposerState } from '@postify/hooks/state';
import { lazy, type ReactNode, Suspense } from 'react';
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

/** 'Postar agora' with its accounts and 'Agendar template' with the schedule editor; each disables the other. */
export function PublishOptions({
  composer,
  platforms,
  messages,
}: {
  composer: ComposerState;
  platforms: readonly AccountGroup[];
  messages: PostComposerMessages;
}) {
  const setPostNowAccounts = (next: readonly string[]) => {
    const current = composer.selectedAccountIds;
    for (const id of current) if (!next.includes(id)) composer.toggleAccount(id);
    for (const id of next) if (!current.includes(id)) composer.toggleAccount(id);
  };
  return (
    <section className={styles.section} aria-label={messages.publishing}>
      <PublishOption
        label={messages.postNow}
        isOn={composer.postNow}
        isDisabled={composer.postNowDisabled}
        onChange={composer.setPostNow}
      >
        <AccountPicker
          platforms={platforms}
          selectedIds={composer.selectedAccountIds}
          onChange={setPostNowAccounts}
          label={messages.accounts}
          emptyLabel={messages.noAccounts}
        />
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
