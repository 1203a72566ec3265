import { useDecideReview, useReviewPage } from '@postify/hooks';
import { ReviewPage, type ReviewPageProps } from './ReviewPage';

export type ConnectedReviewPageProps = Pick<ReviewPageProps, 'messages' | 'timeZone'> & {
  /** The review link's token (from `/revisao/{token}`). */
  token: string;
};

/** `ReviewPage` on `@postify/hooks`: the link's page and the client's decisions, no session needed. */
export function ConnectedReviewPage({ token, ...props }: ConnectedReviewPageProps) {
  const review = useReviewPage(token);
  const decide = useDecideReview(token);
  return (
    <ReviewPage
      {...props}
      page={review.data}
      isLoading={review.isPending && review.fetchStatus !== 'idle'}
      errorMessage={review.errorMessage}
      onDecide={(postId, decision, comment) =>
        decide.mutateAsync({ postId, decision, ...(comment ? { comment } : {}) })
      }
    />
  );
}
