import { useScheduledPosts, useWeekWindow } from '@postify/hooks';
import { Button } from '@postify/react-ui/Button';
import { Modal } from '@postify/react-ui/Modal';
import { Spinner } from '@postify/react-ui/Spinner';
import { formatLongDate, formatTime } from '@postify/sdk/format';
import { useState } from 'react';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import type { Post } from './data';
import { PostSummary } from './PostSummary';

/**
 * /calendar ('Calendário'): seven days from today, a week at a time; each post on the day of its earliest
 * schedule. TEMPORARY composition until @postify/react-ui ships WeekCalendar in a commit.
 */
export default function CalendarPage() {
  const week = useWeekWindow();
  const posts = useScheduledPosts(week.bounds);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [preview, setPreview] = useState<Post | null>(null);
  const days = week.placePosts(posts.data ?? []);
  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Calendário</h1>
        <div className={page.row}>
          <Button variant="secondary" onPress={week.previous} aria-label="Semana anterior">
            ←
          </Button>
          <span aria-live="polite">{week.rangeLabel}</span>
          <Button variant="secondary" onPress={week.next} aria-label="Próxima semana">
            →
          </Button>
        </div>
      </div>
      {posts.isPending ? <Spinner label="Carregando posts..." showLabel /> : null}
      <ol className={styles.week}>
        {days.map((day) => (
          <li key={day.key} className={styles.day}>
            <h2 className={styles.dayTitle}>{formatLongDate(day.date)}</h2>
            {day.posts.length === 0 ? <p className={styles.statLabel}>Sem posts</p> : null}
            <ul className={styles.list}>
              {day.posts.map(({ post, at }) => {
                const open = expanded === post.id;
                const platforms = [
                  ...new Set(post.schedules.map((schedule) => schedule.socialMediaAccount.platformName)),
                ];
                return (
                  <li key={post.id}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={open}
                      onPress={() => setExpanded(open ? null : post.id)}
                    >
                      {formatTime(at)} #{post.id}
                    </Button>
                    {open ? (
                      <div className={styles.fieldset}>
                        <span>{formatTime(at)}</span>
                        <span>{platforms.join(', ')}</span>
                        <Button size="sm" onPress={() => setPreview(post)}>
                          Preview
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      <Modal
        title={preview ? `Post #${preview.id}` : ''}
        isOpen={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
      >
        {preview ? <PostSummary post={preview} /> : null}
      </Modal>
    </div>
  );
}
