import { fromDate, type ZonedDateTime } from '@internationalized/date';
import type { Schemas } from '@postify/sdk';
import { useState } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker';
import { formatMessage } from '../i18n/format';
import { Modal } from '../Modal';
import type { WeekCalendarMessages } from './messages';

interface MoveDialogProps {
  post: Schemas['Post'];
  /** Where the occurrence is now. */
  at: Date;
  /** The calendar's time zone (the project's): the picker shows and takes the day and time in it. */
  timeZone: string;
  messages: WeekCalendarMessages;
  onMove: (at: Date) => Promise<unknown> | unknown;
  onClose: () => void;
}

/**
 * 'Mover para…': the single-pointer and keyboard way to reschedule a post (WCAG 2.2, 2.5.7), choosing
 * the new day and time of one occurrence in a date picker.
 */
export function MoveDialog({ post, at, timeZone, messages: m, onMove, onClose }: MoveDialogProps) {
  const [value, setValue] = useState<ZonedDateTime>(() => fromDate(at, timeZone));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onMove(value.toDate());
      onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={formatMessage(m.moveTitle, { id: post.id })}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {m.cancel}
          </Button>
          <Button onPress={submit} isLoading={busy} loadingLabel={m.moving}>
            {m.move}
          </Button>
        </>
      }
    >
      <DatePicker<ZonedDateTime>
        label={m.moveDate}
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        value={value}
        onChange={(next) => {
          if (next) setValue(next);
        }}
      />
      {failed ? <Banner tone="danger">{m.moveFailed}</Banner> : null}
    </Modal>
  );
}
