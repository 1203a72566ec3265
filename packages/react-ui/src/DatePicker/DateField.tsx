import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import * as styles from './DatePicker.css';

export interface DateFieldProps<T extends DateValue>
  extends Omit<AriaDateFieldProps<T>, 'className' | 'children'>,
    FieldChromeProps {
  className?: string;
}

/** A date field lets a user type a date segment by segment (DD/MM/AAAA in pt-BR), without a calendar. */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateFieldProps<T>) {
  return (
    <AriaDateField {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <DateInput className={cx(fieldStyles.inputBox, styles.dateInput)}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}
