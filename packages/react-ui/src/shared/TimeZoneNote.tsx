import { formatTimeZoneName } from '@postify/sdk/format';
import { localTimeZone } from '@postify/sdk/rules';
import { formatMessage } from '../i18n/format';
import { cx } from './cx';
import * as styles from './TimeZoneNote.css';

interface TimeZoneNoteProps {
  /** The project's time zone, in which the dates and times around are shown and typed. */
  timeZone: string;
  /** The note, with `{zone}` (the IANA id) and `{name}` (its pt-BR name). */
  message: string;
  className?: string;
}

/**
 * 'Horários em America/Sao_Paulo (Horário Padrão de Brasília)': says in which zone the times are, shown
 * only when it is not the browser's (a user at home needs no note; one abroad must not misread an hour).
 */
export function TimeZoneNote({ timeZone, message, className }: TimeZoneNoteProps) {
  if (timeZone === localTimeZone()) return null;
  return (
    <p className={cx(styles.note, className)}>
      {formatMessage(message, { zone: timeZone, name: formatTimeZoneName(timeZone) })}
    </p>
  );
}
