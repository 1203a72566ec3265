import type { ComposerState } from '@postify/hooks';
import { lazy, Suspense } from 'react';
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
      <div className={styles.option}>
        <Switch
          isSelected={composer.postNow}
          isDisabled={composer.postNowDisabled}
          onChange={composer.setPostNow}
        >
          {messages.postNow}
        </Switch>
        {composer.postNow ? (
          <AccountPicker
            platforms={platforms}
            selectedIds={composer.selectedAccountIds}
            onChange={setPostNowAccounts}
            label={messages.accounts}
            emptyLabel={messages.noAccounts}
          />
        ) : null}
      </div>
      <div className={styles.option}>
        <Switch
          isSelected={composer.scheduling}
          isDisabled={composer.schedulingDisabled}
          onChange={composer.setScheduling}
        >
          {messages.scheduleTemplate}
        </Switch>
        {composer.scheduling ? (
          <Suspense
            fallback={
              <p className={styles.muted} role="status">
                {messages.loadingSchedule}
              </p>
            }
          >
            <ScheduleEditor editor={composer.scheduleEditor} platforms={platforms} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
