import { parseDate } from '@internationalized/date';
import type { ScheduleEditorState } from '@postify/hooks/state';
import { LIMITS } from '@postify/sdk/schemas';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker';
import { NumberField } from '../NumberField';
import { Switch } from '../Switch';
import { fieldError } from '../shared/FieldParts';
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
          {...fieldError(errors.date)}
        />
        <TimeSelect
          value={form.time || null}
          onChange={editor.setTime}
          choices={editor.timeChoices}
          {...fieldError(errors.time)}
        />
      </div>
      <TimeZoneNote timeZone={editor.timeZone} message={messages.timeZoneNote} />
      <AccountPicker
        platforms={platforms}
        selectedIds={form.socialMediaAccountIds}
        onChange={editor.setAccounts}
        label={messages.accounts}
        emptyLabel={messages.noAccounts}
        {...fieldError(errors.socialMediaAccountIds)}
      />
      <Switch isSelected={form.repeat} onChange={editor.setRepeat}>
        {messages.repeat}
      </Switch>
      {form.repeat ? (
        <div className={styles.row}>
          <RepeatCount
            label={messages.repeatNumber}
            maxValue={LIMITS.repeatMax}
            value={form.repeatNumber}
            onChange={editor.setRepeatNumber}
            error={errors.repeatNumber}
          />
          <RepeatCount
            label={messages.repeatType}
            maxValue={LIMITS.intervalMax}
            value={form.repeatType}
            onChange={editor.setRepeatType}
            error={errors.repeatType}
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

/** How many times, or every how many days: a whole number from 1, where a cleared field counts as 1. */
function RepeatCount({
  label,
  maxValue,
  value,
  onChange,
  error,
}: {
  label: string;
  maxValue: number;
  value: number;
  onChange: (value: number) => void;
  error: string | undefined;
}) {
  return (
    <NumberField
      label={label}
      minValue={LIMITS.repeatMin}
      maxValue={maxValue}
      step={1}
      value={value}
      onChange={(next) => onChange(Number.isNaN(next) ? 1 : next)}
      {...fieldError(error)}
    />
  );
}
