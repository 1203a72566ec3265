import type { Schemas } from '@postify/sdk';
import { formatTime } from '@postify/sdk/format';
import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import { platformNames } from './calendarRules';
import type { WeekCalendarMessages } from './messages';
import * as styles from './WeekCalendar.css';

type Post = Schemas['Post'];

interface CalendarPostProps {
  post: Post;
  at: Date;
  messages: WeekCalendarMessages;
  onPreview: (post: Post) => void;
  /** Offers 'Mover para…' and dragging when given. */
  onMove?: ((post: Post) => void) | undefined;
  onDragStart?: ((post: Post) => void) | undefined;
}

/** One post on a calendar day: 'HH:mm #id', expanding to its time, platforms, 'Preview' and 'Mover para…'. */
export function CalendarPost({ post, at, messages: m, onPreview, onMove, onDragStart }: CalendarPostProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const time = formatTime(at);
  return (
    <li
      draggable={Boolean(onDragStart)}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(post.id));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart?.(post);
      }}
    >
      <AriaButton
        className={styles.postButton}
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onPress={() => setOpen((value) => !value)}
      >
        {time} #{post.id}
      </AriaButton>
      {open ? (
        <div id={detailsId} className={styles.expanded}>
          <span>{time}</span>
          <span className={styles.platforms}>{platformNames(post).join(', ')}</span>
          <Button size="sm" variant="secondary" onPress={() => onPreview(post)}>
            {m.preview}
          </Button>
          {onMove ? (
            <Button size="sm" variant="ghost" onPress={() => onMove(post)}>
              {m.moveTo}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
