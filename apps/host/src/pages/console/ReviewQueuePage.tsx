import { useCurrentProject } from '@postify/hooks';
import { canReview } from '@postify/sdk/rules';
import { Suspense } from 'react';
import * as page from '../../layout/layout.css';
import { lazyConnected, SectionLoading } from './SectionLoading';

const ConnectedReviewQueue = lazyConnected(
  import('@postify/react-ui/connected/ReviewQueue'),
  'ConnectedReviewQueue',
);

/**
 * /posts/review: 'Fila de revisão' of the current project for its OWNER and ADMIN — approve, ask for changes,
 * and share posts with a client through a review link. Other members are told who reviews.
 */
export default function ReviewQueuePage() {
  const { currentProject } = useCurrentProject();
  return (
    <div className={page.stack}>
      <h1 className={page.heading}>Fila de revisão</h1>
      {currentProject && !canReview(currentProject.userRole) ? (
        <p>Somente o proprietário e os administradores do projeto aprovam posts.</p>
      ) : null}
      {currentProject && canReview(currentProject.userRole) ? (
        <Suspense fallback={<SectionLoading title="Fila de revisão" />}>
          <ConnectedReviewQueue projectId={currentProject.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
