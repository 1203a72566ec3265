import { getLocalTimeZone } from '@internationalized/date';
import { usePostifyMessages } from '@postify/hooks/state';
import { formatDateTime } from '@postify/sdk/format';
import { approvalTexts, type Messages } from '@postify/sdk/messages';
import type { PostEvent } from '@postify/sdk/rules';
import { useId, useState } from 'react';
import { Button } from '../Button';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Skeleton } from '../Skeleton';
import { type PostHistoryMessages, postHistoryMessages } from './messages';
import * as styles from './PostHistory.css';

export interface PostHistoryProps {
  /** The post whose history this is (names the list for screen readers). */
  postId: number;
  /** Its lines, oldest first (`GET /posts/{id}/history`). */
  events?: readonly PostEvent[];
  isLoading?: boolean;
  /** Shows 'Não foi possível carregar o histórico.'. */
  hasError?: boolean;
  /** Opens the history at first, e.g. for a post whose changes were asked for (the comment says why). */
  defaultOpen?: boolean;
  /** Hears the disclosure opening, so a connected card reads the history only when it is shown. */
  onOpenChange?: (open: boolean) => void;
  /** IANA time zone of the times shown; the browser's by default. */
  timeZone?: string;
  messages?: Partial<PostHistoryMessages>;
}

const approvalBundles = [approvalTexts];

/** Who a line names, in the catalogue's language: a client through a review link, a partner's key or a member. */
function actorOf(event: PostEvent, texts: Messages): string {
  if (event.viaReviewLink) return texts.format('approval.client', { name: event.actorName ?? '' });
  return (
    event.actorName ?? texts.format(event.kind === 'PUBLISHED' ? 'approval.someone' : 'approval.partnerKey')
  );
}

/**
 * 'Histórico' on a post card: who created, edited, sent to review, approved or asked for changes (with the
 * comment, also a client's through a review link) and where it was published, each with when.
 */
export function PostHistory({
  postId,
  events = [],
  isLoading,
  hasError,
  defaultOpen = false,
  onOpenChange,
  timeZone = getLocalTimeZone(),
  messages,
}: PostHistoryProps) {
  const m = useCopy('postHistory', postHistoryMessages, messages);
  const texts = usePostifyMessages(approvalBundles);
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <div className={styles.root}>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onPress={() => {
            setOpen(!open);
            onOpenChange?.(!open);
          }}
        >
          {m.toggle}
        </Button>
      </div>
      {open ? (
        <div id={listId}>
          {isLoading ? (
            <div role="status" aria-label={m.loading}>
              <Skeleton height="48px" />
            </div>
          ) : hasError ? (
            <p role="alert" className={styles.muted}>
              {m.loadError}
            </p>
          ) : events.length === 0 ? (
            <p className={styles.muted}>{m.empty}</p>
          ) : (
            <ol className={styles.list} aria-label={formatMessage(m.listLabel, { id: postId })}>
              {events.map((event) => (
                <li key={event.id} className={styles.line}>
                  <p className={styles.what}>
                    {texts.format(`approval.event.${event.kind}`, {
                      name: actorOf(event, texts),
                      network: event.platformName ?? '',
                    })}
                  </p>
                  <p className={styles.when}>
                    <time dateTime={event.at}>{formatDateTime(event.at, { timeZone })}</time>
                  </p>
                  {event.comment ? <blockquote className={styles.comment}>{event.comment}</blockquote> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  );
}
