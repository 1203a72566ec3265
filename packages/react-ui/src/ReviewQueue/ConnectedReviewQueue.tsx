import {
  useCreateReviewLink,
  useReviewLinks,
  useReviewPost,
  useReviewQueue,
  useRevokeReviewLink,
} from '@postify/hooks';
import { ReviewQueue, type ReviewQueueProps } from './ReviewQueue';

export type ConnectedReviewQueueProps = Pick<ReviewQueueProps, 'messages' | 'copy' | 'timeZone'> & {
  /** The current project (the review links live under it). */
  projectId: string;
};

/**
 * `ReviewQueue` on `@postify/hooks` for the current project. Render it for OWNER and ADMIN only
 * (`canReview(role)` of `@postify/sdk/rules`): the API refuses the others.
 */
export function ConnectedReviewQueue({ projectId, ...props }: ConnectedReviewQueueProps) {
  const queue = useReviewQueue();
  const decide = useReviewPost();
  const links = useReviewLinks(projectId);
  const create = useCreateReviewLink(projectId);
  const revoke = useRevokeReviewLink(projectId);
  return (
    <ReviewQueue
      {...props}
      posts={queue.data ?? []}
      isLoading={queue.isPending && queue.fetchStatus !== 'idle'}
      hasError={queue.isError}
      onDecide={(postId, decision, comment) =>
        decide.mutateAsync({ postId, decision, ...(comment ? { comment } : {}) })
      }
      links={links.data ?? []}
      onCreateLink={(input) => create.mutateAsync(input)}
      onRevokeLink={(link) => revoke.mutateAsync(link.id)}
    />
  );
}
