import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
} from 'react-aria-components';
import { useMessages } from '../messages';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import { Icon } from '../shared/Icon';
import { ThemedPopover } from '../shared/ThemedPopover';
import { Calendar } from './Calendar';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'children'>,
    FieldChromeProps {
  className?: string;
}

/** A date picker lets a user type a date segment by segment or pick it in a pt-BR calendar popover. */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  const copy = useMessages().datePicker;
  return (
    <AriaDatePicker {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.inputBox}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={fieldStyles.fieldButton} aria-label={copy.open}>
          <Icon name="calendar" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ThemedPopover placement="bottom start">
        <Dialog className={styles.calendarDialog}>
          <Calendar />
        </Dialog>
      </ThemedPopover>
    </AriaDatePicker>
  );
}
