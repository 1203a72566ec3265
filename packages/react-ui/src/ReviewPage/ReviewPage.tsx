import { getLocalTimeZone } from '@internationalized/date';
import { usePostifyMessages } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { approvalTexts } from '@postify/sdk/messages';
import { awaitsReview, type ReviewDecision as Decision } from '@postify/sdk/rules';
import { Banner } from '../Banner';
import { EmptyState } from '../EmptyState';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { PostHistory } from '../PostHistory';
import { ReviewDecision } from '../ReviewQueue/ReviewDecision';
import { ReviewPostItem } from '../ReviewQueue/ReviewPostItem';
import * as queueStyles from '../ReviewQueue/ReviewQueue.css';
import { Skeleton } from '../Skeleton';
import { type ReviewPageMessages, reviewPageMessages } from './messages';
import * as styles from './ReviewPage.css';

export interface ReviewPageProps {
  /** The link's page (`GET /review`); undefined while it loads or when it cannot open. */
  page?: Schemas['ReviewPage'];
  isLoading?: boolean;
  /** Why the link does not open, in the catalogue's words ('Este link de revisão expirou…'). */
  errorMessage?: string | null;
  /** The client's decision on one post. */
  onDecide: (postId: number, decision: Decision, comment?: string) => Promise<unknown>;
  /** IANA time zone of the dates shown; the browser's by default. */
  timeZone?: string;
  messages?: Partial<ReviewPageMessages>;
}

const approvalBundles = [approvalTexts];

/**
 * The public review page of a review link (no account): the project's posts shared with the client, read
 * only, each with its previews, where and when it goes, 'Aprovar' / 'Solicitar alterações' while it waits,
 * and the decisions and comments already made on it.
 */
export function ReviewPage({
  page,
  isLoading,
  errorMessage,
  onDecide,
  timeZone = getLocalTimeZone(),
  messages,
}: ReviewPageProps) {
  const m = useCopy('reviewPage', reviewPageMessages, messages);
  const texts = usePostifyMessages(approvalBundles);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{texts.format('approval.reviewPageTitle')}</h1>
        {page ? (
          <>
            <p className={styles.text}>
              {texts.format('approval.reviewPageIntro', {
                project: page.projectName,
                client: page.clientName,
              })}
            </p>
            <p className={styles.text}>
              {texts.format('approval.reviewPageExpires', {
                date: formatDateTime(page.expiresAt, { timeZone }),
              })}
            </p>
            <p className={styles.text}>{m.readOnly}</p>
          </>
        ) : null}
      </header>
      {errorMessage ? <Banner tone="danger">{errorMessage}</Banner> : null}
      {isLoading ? (
        <div role="status" aria-label={m.loading}>
          <Skeleton height="240px" />
        </div>
      ) : null}
      {page && page.posts.length === 0 ? <EmptyState title={m.empty} icon="inbox" /> : null}
      {page && page.posts.length > 0 ? (
        <ul className={queueStyles.list}>
          {page.posts.map((post) => (
            <ReviewPostItem key={post.id} post={post} copy={m} timeZone={timeZone} headingLevel={2}>
              {awaitsReview(post.reviewStatus) ? (
                <ReviewDecision
                  subject={formatMessage(m.postTitle, { id: post.id })}
                  copy={m}
                  onDecide={(decision, comment) => onDecide(post.id, decision, comment)}
                />
              ) : null}
              {post.decisions.length > 0 ? (
                <PostHistory
                  postId={post.id}
                  events={post.decisions}
                  defaultOpen
                  timeZone={timeZone}
                  messages={{ toggle: m.decisions }}
                />
              ) : null}
            </ReviewPostItem>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
