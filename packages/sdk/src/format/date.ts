/** A date as the API sends it (ISO string), a timestamp or a Date. */
export type DateInput = Date | string | number;

/** Options shared by the date formatters. */
export interface DateFormatOptions {
  /** IANA time zone such as 'America/Sao_Paulo'; the runtime's local zone when absent. */
  timeZone?: string;
}

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

// Building an Intl.DateTimeFormat costs about as much as formatting a few hundred dates with one, and a
// calendar week formats hundreds of times: keep one per time zone and month style. Only explicit zones are
// kept: the runtime's own zone can change under a running process (TZ in Node), an explicit one cannot.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | undefined, monthStyle: '2-digit' | 'long'): Intl.DateTimeFormat {
  const key = timeZone === undefined ? undefined : `${monthStyle} ${timeZone}`;
  const kept = key === undefined ? undefined : formatters.get(key);
  if (kept) return kept;
  const formatter = new Intl.DateTimeFormat('pt-BR', {
    year: 'numeric',
    month: monthStyle,
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });
  if (key !== undefined) formatters.set(key, formatter);
  return formatter;
}

function parts(input: DateInput, options: DateFormatOptions, monthStyle: '2-digit' | 'long' = '2-digit') {
  const formatter = formatterOf(options.timeZone || undefined, monthStyle);
  const out: Record<Part, string> = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of formatter.formatToParts(new Date(input))) {
    if (part.type in out) out[part.type as Part] = part.value;
  }
  return out;
}

/** Day, month and year as 'DD/MM/YYYY'. */
export function formatDate(input: DateInput, options: DateFormatOptions = {}): string {
  const p = parts(input, options);
  return `${p.day}/${p.month}/${p.year}`;
}

/** The product's date-time form, 'DD/MM/YYYY HH:mm:ss' (24-hour). */
export function formatDateTime(input: DateInput, options: DateFormatOptions = {}): string {
  const p = parts(input, options);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** The time of day as 'HH:mm' (24-hour), as the calendar shows it. */
export function formatTime(input: DateInput, options: DateFormatOptions = {}): string {
  const p = parts(input, options);
  return `${p.hour}:${p.minute}`;
}

/** A long Portuguese date: '22 de novembro de 2026' (day without a leading zero). */
export function formatLongDate(input: DateInput, options: DateFormatOptions = {}): string {
  const p = parts(input, options, 'long');
  return `${Number(p.day)} de ${p.month} de ${p.year}`;
}

/**
 * The calendar's range label from the first to the last day shown: '22/11 – 28/11/2026', with the
 * year on both ends when the week crosses a year: '29/12/2026 – 04/01/2027'.
 */
export function formatWeekRange(start: DateInput, end: DateInput, options: DateFormatOptions = {}): string {
  const a = parts(start, options);
  const b = parts(end, options);
  const left = a.year === b.year ? `${a.day}/${a.month}` : `${a.day}/${a.month}/${a.year}`;
  return `${left} – ${b.day}/${b.month}/${b.year}`;
}

/**
 * The pt-BR name of a time zone as the runtime's locale data gives it: 'America/Sao_Paulo' →
 * 'Horário Padrão de Brasília'; the zone's id when the runtime has no name for it.
 */
export function formatTimeZoneName(timeZone: string, at: DateInput = new Date()): string {
  const name = new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone;
}
