import { usePostifyMessages } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { approvalTexts } from '@postify/sdk/messages';
import { Badge, type BadgeTone } from '../Badge';
import { formatMessage } from '../i18n/format';
import { PostPreview, type PreviewAccounts, type PreviewTab } from '../previews';
import { ScheduleStatusList, type ScheduleStatusListProps } from '../ScheduleStatusList';
import { firstPostedAt } from './draft';
import type { PostCardMessages } from './messages';
import * as styles from './PostCard.css';

/** The card's preview tabs, as the spec lists them for a post in a list (each network with its own version). */
export const postCardPreviewTabs = [
  'default',
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'tiktok',
] as const satisfies readonly PreviewTab[];

const statusTones: Record<Schemas['Post']['status'][number], BadgeTone> = {
  DRAFT: 'neutral',
  SCHEDULED: 'primary',
  PUBLISHING: 'warning',
  POSTED: 'success',
  FAILED: 'danger',
};

const reviewTones: Record<NonNullable<Schemas['Post']['reviewStatus']>, BadgeTone> = {
  IN_REVIEW: 'warning',
  CHANGES_REQUESTED: 'danger',
  APPROVED: 'success',
};
const approvalBundles = [approvalTexts];

/** What the card's schedule list may do with one occurrence (see `ScheduleStatusList`). */
export type ScheduleActions = Pick<ScheduleStatusListProps, 'onRetry' | 'onCancel' | 'reconnectHref' | 'now'>;

interface PostCardViewProps {
  post: Schemas['Post'];
  /** The account each network's preview shows. */
  previewAccounts: PreviewAccounts;
  messages: PostCardMessages;
  timeZone: string;
  scheduleActions: ScheduleActions;
}

/** The body of a post card: previews, description, dates and each schedule's status and actions. */
export function PostCardView({
  post,
  previewAccounts,
  messages: m,
  timeZone,
  scheduleActions,
}: PostCardViewProps) {
  const texts = usePostifyMessages(approvalBundles);
  const posted = firstPostedAt(post);
  const media = post.media.length
    ? post.media.map((item) => ({
        url: item.url,
        thumbnailUrl: item.thumbnailUrl,
        type: item.contentType,
        name: item.fileName,
      }))
    : post.mediaUrls;
  return (
    <>
      <div className={styles.badges}>
        {post.status.map((status) => (
          <Badge key={status} tone={statusTones[status]}>
            {m.status[status]}
          </Badge>
        ))}
        {post.reviewStatus ? (
          <Badge tone={reviewTones[post.reviewStatus]}>
            {texts.format(`approval.status.${post.reviewStatus}`)}
          </Badge>
        ) : null}
      </div>
      <PostPreview
        caption={post.caption}
        description={post.description}
        media={media}
        networks={postCardPreviewTabs}
        accounts={previewAccounts}
        versions={post.versions}
        messages={{
          carousel: formatMessage(m.previewCarousel, { id: post.id }),
          problemsTitle: formatMessage(m.previewProblems, { id: post.id }),
        }}
      />
      {post.description ? <p className={styles.description}>{post.description}</p> : null}
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{m.createdAt}</dt>
        <dd className={styles.factValue}>{formatDateTime(post.createdAt, { timeZone })}</dd>
        <dt className={styles.factTerm}>{m.postedAt}</dt>
        <dd className={styles.factValue}>{posted ? formatDateTime(posted, { timeZone }) : m.pending}</dd>
      </dl>
      <h4 className={styles.sectionTitle}>{m.schedules}</h4>
      {post.schedules.length ? (
        <ScheduleStatusList
          schedules={post.schedules}
          timeZone={timeZone}
          {...scheduleActions}
          messages={{ status: m.status }}
        />
      ) : (
        <p className={styles.description}>{m.noSchedules}</p>
      )}
    </>
  );
}
