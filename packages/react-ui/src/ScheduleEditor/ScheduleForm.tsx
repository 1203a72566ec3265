import { parseDate } from '@internationalized/date';
import type { ScheduleEditorState } from '@postify/hooks';
import { LIMITS } from '@postify/sdk/schemas';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker';
import { NumberField } from '../NumberField';
import { Switch } from '../Switch';
import { TimeZoneNote } from '../shared/TimeZoneNote';
import { TimeSelect } from '../TimeSelect';
import { AccountPicker } from './AccountPicker';
import type { ScheduleEditorMessages } from './messages';
import { OccurrenceList } from './OccurrenceList';
import * as styles from './ScheduleEditor.css';
import type { AccountGroup, HeadingLevel } from './types';

function toCalendarDate(value: string) {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/** The panel's form: date, time, accounts, repeat, the occurrence preview and the submit buttons. */
export function ScheduleForm({
  editor,
  platforms,
  messages,
  headingLevel,
}: {
  editor: ScheduleEditorState;
  platforms: readonly AccountGroup[];
  messages: ScheduleEditorMessages;
  headingLevel: HeadingLevel;
}) {
  const { form, errors } = editor;
  const Heading = `h${headingLevel}` as const;
  return (
    <form
      className={styles.form}
      aria-label={editor.heading}
      onSubmit={(event) => {
        event.preventDefault();
        editor.submit();
      }}
    >
      <Heading className={styles.heading}>{editor.heading}</Heading>
      <div className={styles.row}>
        <DatePicker
          label={messages.date}
          value={toCalendarDate(form.date)}
          onChange={(value) => editor.setDate(value ? value.toString() : '')}
          isInvalid={Boolean(errors.date)}
          errorMessage={errors.date}
        />
        <TimeSelect
          value={form.time || null}
          onChange={editor.setTime}
          choices={editor.timeChoices}
          isInvalid={Boolean(errors.time)}
          errorMessage={errors.time}
        />
      </div>
      <TimeZoneNote timeZone={editor.timeZone} message={messages.timeZoneNote} />
      <AccountPicker
        platforms={platforms}
        selectedIds={form.socialMediaAccountIds}
        onChange={editor.setAccounts}
        label={messages.accounts}
        emptyLabel={messages.noAccounts}
        isInvalid={Boolean(errors.socialMediaAccountIds)}
        errorMessage={errors.socialMediaAccountIds}
      />
      <Switch isSelected={form.repeat} onChange={editor.setRepeat}>
        {messages.repeat}
      </Switch>
      {form.repeat ? (
        <div className={styles.row}>
          <NumberField
            label={messages.repeatNumber}
            minValue={LIMITS.repeatMin}
            maxValue={LIMITS.repeatMax}
            step={1}
            value={form.repeatNumber}
            onChange={(value) => editor.setRepeatNumber(Number.isNaN(value) ? 1 : value)}
            isInvalid={Boolean(errors.repeatNumber)}
            errorMessage={errors.repeatNumber}
          />
          <NumberField
            label={messages.repeatType}
            minValue={LIMITS.repeatMin}
            maxValue={LIMITS.intervalMax}
            step={1}
            value={form.repeatType}
            onChange={(value) => editor.setRepeatType(Number.isNaN(value) ? 1 : value)}
            isInvalid={Boolean(errors.repeatType)}
            errorMessage={errors.repeatType}
          />
        </div>
      ) : null}
      <OccurrenceList
        occurrences={editor.occurrences}
        total={editor.occurrenceCount}
        timeZone={editor.timeZone}
        messages={messages}
      />
      <div className={styles.buttons}>
        <Button type="submit" isDisabled={!editor.canSubmit}>
          {editor.submitLabel}
        </Button>
        {editor.mode === 'edit' ? (
          <Button variant="secondary" onPress={editor.cancel}>
            {messages.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
