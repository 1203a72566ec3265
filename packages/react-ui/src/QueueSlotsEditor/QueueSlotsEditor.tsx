import { usePostifyMessages } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { localizedErrorMessage, queueTexts } from '@postify/sdk/messages';
import { queueSlotErrorKey, sortQueueSlots } from '@postify/sdk/rules';
import { type FormEvent, useState } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Select, SelectItem } from '../Select';
import { Skeleton } from '../Skeleton';
import { Icon } from '../shared/Icon';
import { TimeSelect } from '../TimeSelect';
import { type QueueSlotsEditorMessages, queueSlotsEditorMessages } from './messages';
import * as styles from './QueueSlotsEditor.css';

type Slot = Schemas['QueueSlot'];
const queueBundles = [queueTexts];
// The week as a calendar shows it in Brazil: segunda first, domingo last.
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export interface QueueSlotsEditorProps {
  /** The account's slots (`GET /social-media-account/{id}/queue-slots`). */
  slots: readonly Slot[];
  isLoading?: boolean;
  /** Shows 'Não foi possível carregar os horários da fila.'. */
  hasError?: boolean;
  /** Adds a slot; a refusal (`PostifyApiError`) shows its message above the form. */
  onAdd: (slot: Schemas['CreateQueueSlotRequest']) => Promise<void>;
  onRemove: (slot: Slot) => Promise<void> | void;
  /** Shown under the title, e.g. the account's name. */
  subtitle?: string;
  messages?: Partial<QueueSlotsEditorMessages>;
}

/**
 * 'Horários da fila': an account's weekly posting slots, day by day, with 'Adicionar horário' (a weekday
 * and a time) and a remove button per slot. The SDK's rule refuses a repeated slot or one too many before
 * the server is asked; the server's refusal shows otherwise.
 */
export function QueueSlotsEditor({
  slots,
  isLoading,
  hasError,
  onAdd,
  onRemove,
  subtitle,
  messages,
}: QueueSlotsEditorProps) {
  const m = useCopy('queueSlotsEditor', queueSlotsEditorMessages, messages);
  const texts = usePostifyMessages(queueBundles);
  const [weekday, setWeekday] = useState(1);
  const [time, setTime] = useState('09:00');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = (slot: Pick<Slot, 'weekday' | 'time'>) =>
    formatMessage(m.slot, { weekday: m.weekdays[String(slot.weekday) as '0'], time: slot.time });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const key = queueSlotErrorKey({ weekday, time }, slots);
    if (key) {
      setError(texts.format(`queue.${key}`));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onAdd({ weekday, time });
    } catch (refusal) {
      setError(localizedErrorMessage(refusal, texts));
    } finally {
      setSaving(false);
    }
  }

  const sorted = sortQueueSlots(slots);
  return (
    <Card as="section" title={m.title} description={subtitle ?? m.description}>
      <div className={styles.body}>
        {hasError ? <Banner tone="danger">{m.loadError}</Banner> : null}
        {error ? <Banner tone="danger">{error}</Banner> : null}
        <form className={styles.form} onSubmit={submit} noValidate aria-label={m.add}>
          <Select
            className={styles.field}
            label={m.weekday}
            items={weekOrder.map((day) => ({ id: String(day) }))}
            selectedKey={String(weekday)}
            onSelectionChange={(key) => {
              if (key !== null) setWeekday(Number(key));
            }}
          >
            {(item) => <SelectItem id={item.id}>{m.weekdays[item.id as '0']}</SelectItem>}
          </Select>
          <TimeSelect className={styles.field} label={m.time} value={time} onChange={setTime} />
          <Button type="submit" isLoading={saving}>
            {saving ? m.adding : m.add}
          </Button>
        </form>
        {isLoading ? (
          <div role="status" aria-label={m.title}>
            <Skeleton height="96px" />
          </div>
        ) : null}
        {!isLoading && !hasError && slots.length === 0 ? (
          <EmptyState title={m.emptyTitle} hint={m.emptyHint} icon="calendar" />
        ) : null}
        {sorted.length > 0 ? (
          <ul className={styles.list}>
            {weekOrder.map((day) => {
              const ofDay = sorted.filter((slot) => slot.weekday === day);
              if (ofDay.length === 0) return null;
              return (
                <li key={day} className={styles.day}>
                  <span className={styles.dayName}>{m.weekdays[String(day) as '0']}</span>
                  {ofDay.map((slot) => (
                    <span key={slot.id} className={styles.slot}>
                      {slot.time}
                      <Button
                        variant="ghost"
                        size="sm"
                        iconOnly
                        aria-label={formatMessage(m.remove, { slot: label(slot) })}
                        onPress={() => onRemove(slot)}
                      >
                        <Icon name="close" />
                      </Button>
                    </span>
                  ))}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
