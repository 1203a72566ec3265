import { instantIn, wallClockIn } from './repeat.js';

// 'Horários da fila': weekly posting slots per account, read in the project's time zone. A slot is a
// weekday and a wall-clock time; its instants come from the shared time-zone rule (`instantIn`), so a slot
// keeps its wall-clock time across daylight-saving changes.

/** One weekly slot: `weekday` 0 (domingo) to 6 (sábado), `time` 'HH:MM' on a 24-hour clock. */
export interface QueueSlot {
  weekday: number;
  time: string;
}

/** Most slots one account may have (decision: four a day, every day, is more than any plan posts). */
export const QUEUE_SLOTS_MAX = 28;

/** How far ahead the queue looks for a free slot, in days (decision: eight weeks). */
export const QUEUE_HORIZON_DAYS = 56;

/** pt-BR refusals of the queue rules (catalogue namespace `queue`). */
export const queueMessages = {
  weekdayInvalid: 'Escolha um dia da semana',
  timeInvalid: 'Informe um horário entre 00:00 e 23:59',
  slotDuplicate: 'Esta conta já tem um horário na fila neste dia e hora',
  slotsMax: `Cada conta aceita até ${QUEUE_SLOTS_MAX} horários na fila`,
  noSlots: 'Esta conta ainda não tem horários da fila. Defina-os em Horários da fila.',
  queueFull: 'Todos os horários da fila desta conta estão ocupados nas próximas 8 semanas',
  notQueued: 'Só é possível reordenar publicações que ainda aguardam na fila da mesma conta',
} as const;

/** Keys of {@link queueMessages}. */
export type QueueMessageKey = keyof typeof queueMessages;

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a valid 'HH:MM', or null. */
export function slotMinutes(time: string): number | null {
  const match = timePattern.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Why `slot` cannot join an account's `existing` slots, as a key of {@link queueMessages}, or null when
 * it can: a weekday 0–6, a time 'HH:MM', not twice the same weekday and time, at most
 * {@link QUEUE_SLOTS_MAX}.
 */
export function queueSlotErrorKey(
  slot: QueueSlot,
  existing: readonly QueueSlot[],
): 'weekdayInvalid' | 'timeInvalid' | 'slotDuplicate' | 'slotsMax' | null {
  if (!Number.isInteger(slot.weekday) || slot.weekday < 0 || slot.weekday > 6) return 'weekdayInvalid';
  if (slotMinutes(slot.time) === null) return 'timeInvalid';
  if (existing.some((other) => other.weekday === slot.weekday && other.time === slot.time))
    return 'slotDuplicate';
  if (existing.length >= QUEUE_SLOTS_MAX) return 'slotsMax';
  return null;
}

/** Slots in the order of the week: domingo first, earliest time first. */
export function sortQueueSlots<S extends QueueSlot>(slots: readonly S[]): S[] {
  return [...slots].sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
}

/**
 * Every instant of `slots` from `from` (inclusive) for `days` calendar days of `timeZone`, earliest
 * first. Each is the slot's wall-clock time on its day: a time skipped by a spring-forward change moves
 * forward by the gap, a time shown twice is its first instance (the rule of `instantIn`).
 */
export function queueSlotInstants(
  slots: readonly QueueSlot[],
  from: Date,
  timeZone: string,
  days: number = QUEUE_HORIZON_DAYS,
): Date[] {
  const start = wallClockIn(from, timeZone);
  const seen = new Set<number>();
  const instants: Date[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = new Date(Date.UTC(start.year, start.month - 1, start.day + offset));
    const weekday = day.getUTCDay();
    for (const slot of sortQueueSlots(slots)) {
      const minutes = slot.weekday === weekday ? slotMinutes(slot.time) : null;
      if (minutes === null) continue;
      const instant = instantIn(
        {
          year: day.getUTCFullYear(),
          month: day.getUTCMonth() + 1,
          day: day.getUTCDate(),
          hour: Math.floor(minutes / 60),
          minute: minutes % 60,
        },
        timeZone,
      );
      const time = instant.getTime();
      if (time < from.getTime() || seen.has(time)) continue;
      seen.add(time);
      instants.push(instant);
    }
  }
  return instants.sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The next free slot of an account after `now`: the earliest instant of its slots within
 * {@link QUEUE_HORIZON_DAYS} that no waiting publication of the account (`taken`) already holds; null
 * when every one is held (or the account has no slots).
 */
export function nextFreeSlot(
  slots: readonly QueueSlot[],
  taken: readonly Date[],
  now: Date,
  timeZone: string,
  days: number = QUEUE_HORIZON_DAYS,
): Date | null {
  const held = new Set(taken.map((instant) => instant.getTime()));
  const after = new Date(now.getTime() + 1);
  return queueSlotInstants(slots, after, timeZone, days).find((at) => !held.has(at.getTime())) ?? null;
}
