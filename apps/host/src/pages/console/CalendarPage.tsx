import { useCurrentProject, useScheduledPosts } from '@postify/hooks';
import { LinkButton } from '@postify/react-ui/LinkButton';
import { Spinner } from '@postify/react-ui/Spinner';
import { DEFAULT_PROJECT_TIME_ZONE, dayIn, weekBounds } from '@postify/sdk/rules';
import { Suspense, useState } from 'react';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import { lazyConnected } from './SectionLoading';

// The calendar carries react-aria's date picker ('Mover para…') and the previews (~53 KB gzipped): it
// loads beside the page so the route's initial JavaScript stays under 190 KB. The download starts with
// this module.
const loadingCalendar = import('@postify/react-ui/connected/WeekCalendar');
const ConnectedWeekCalendar = lazyConnected(loadingCalendar, 'ConnectedWeekCalendar');

/**
 * /calendar ('Calendário'): react-ui's week calendar on the hooks — seven days from today in the project's
 * time zone, every occurrence of a post on its day with its status, previews, and rescheduling by drag
 * and drop or 'Mover para…'.
 */
export default function CalendarPage() {
  // This week's posts are asked for now, while the calendar's code downloads: the same query it reads,
  // so the same window in the same zone (the project's, the API's default until it is known).
  const timeZone = useCurrentProject().currentProject?.timeZone ?? DEFAULT_PROJECT_TIME_ZONE;
  const [bounds] = useState(() => weekBounds(dayIn(new Date(), timeZone), undefined, timeZone));
  useScheduledPosts(bounds);
  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Calendário</h1>
        <div className={styles.pageActions}>
          <LinkButton variant="secondary" href="/posts/queue">
            Fila
          </LinkButton>
          <LinkButton variant="secondary" href="/posts/import">
            Importar CSV
          </LinkButton>
        </div>
      </div>
      {/* The calendar's own loading state: 'Carregando posts...' */}
      <Suspense fallback={<Spinner label="Carregando posts..." showLabel />}>
        <ConnectedWeekCalendar />
      </Suspense>
    </div>
  );
}
