import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Heading,
} from 'react-aria-components';
import { cx } from '../shared/cx';
import * as fieldStyles from '../shared/field.css';
import { Icon } from '../shared/Icon';
import * as styles from './DatePicker.css';

export interface CalendarProps<T extends DateValue>
  extends Omit<AriaCalendarProps<T>, 'className' | 'children'> {
  className?: string;
}

/** A month calendar in the active locale (pt-BR by default), navigable with the arrow keys. */
export function Calendar<T extends DateValue>({ className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={cx(styles.calendar, className)}>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={fieldStyles.fieldButton}>
          <Icon name="chevronLeft" />
        </Button>
        <Heading className={styles.calendarHeading} />
        <Button slot="next" className={fieldStyles.fieldButton}>
          <Icon name="chevronRight" />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
