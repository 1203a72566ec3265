import type { CalendarDateTime } from '@internationalized/date';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from '../CheckboxGroup';
import { DatePicker } from '../DatePicker';
import { formatMessage } from '../i18n/format';
import { newScheduleDraft, type ScheduleAccount, type ScheduleDraft } from './draft';
import type { PostCardMessages } from './messages';
import * as styles from './PostCard.css';

interface ScheduleRowsProps {
  schedules: ScheduleDraft[];
  accounts: readonly ScheduleAccount[];
  onChange: (schedules: ScheduleDraft[]) => void;
  timeZone: string;
  messages: PostCardMessages;
}

/** The edit form's schedules: add (at the current minute), change date, time and accounts, remove. */
export function ScheduleRows({ schedules, accounts, onChange, timeZone, messages: m }: ScheduleRowsProps) {
  const update = (key: string, patch: Partial<ScheduleDraft>) =>
    onChange(schedules.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.sectionTitle}>{m.schedules}</legend>
      <div className={styles.scheduleEditor}>
        {schedules.map((schedule, position) => {
          const index = position + 1;
          return (
            <div key={schedule.key} className={styles.scheduleRow}>
              <DatePicker<CalendarDateTime>
                label={formatMessage(m.scheduleAt, { index })}
                granularity="minute"
                hourCycle={24}
                hideTimeZone
                value={schedule.at}
                onChange={(at) => {
                  if (at) update(schedule.key, { at });
                }}
              />
              <CheckboxGroup
                label={formatMessage(m.scheduleAccounts, { index })}
                value={schedule.accountIds}
                onChange={(accountIds) => update(schedule.key, { accountIds })}
              >
                {accounts.map((account) => (
                  <Checkbox key={account.id} value={account.id}>
                    {account.platformName} @{account.username}
                  </Checkbox>
                ))}
              </CheckboxGroup>
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onChange(schedules.filter((item) => item.key !== schedule.key))}
                >
                  {formatMessage(m.removeSchedule, { index })}
                </Button>
              </div>
            </div>
          );
        })}
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => onChange([...schedules, newScheduleDraft(timeZone)])}
        >
          {m.addSchedule}
        </Button>
      </div>
    </fieldset>
  );
}
