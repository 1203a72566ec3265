import { usePostifyMessages } from '@postify/hooks/state';
import { formatDateTime } from '@postify/sdk/format';
import { approvalTexts } from '@postify/sdk/messages';
import type { NetworkVersion, ReviewStatus } from '@postify/sdk/rules';
import { type ReactNode, useMemo } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import { formatMessage } from '../i18n/format';
import { PostPreview, previewAccountsOf, previewTabsOfPlatforms } from '../previews';
import * as styles from './ReviewQueue.css';

/** What a review item shows of a post: the fields the queue's `Post` and the review page's `ReviewPost` share. */
export interface ReviewItemPost {
  id: number;
  caption: string;
  description: string | null;
  media: readonly { url: string; thumbnailUrl?: string; contentType: string; fileName: string }[];
  schedules: readonly { scheduledAt: string; platformName: string; username: string }[];
  reviewStatus: ReviewStatus;
  /** Each network's own version ('Personalizar por rede'); its tab shows it instead of the shared caption. */
  versions?: readonly NetworkVersion[];
}

const reviewTones: Record<ReviewStatus, BadgeTone> = {
  IN_REVIEW: 'warning',
  CHANGES_REQUESTED: 'danger',
  APPROVED: 'success',
};

const approvalBundles = [approvalTexts];

/** One post under review: its state, previews on the networks it goes to (each with its own version), where and when it goes, and what may be done. */
export function ReviewPostItem({
  post,
  copy,
  timeZone,
  headingLevel = 3,
  children,
}: {
  post: ReviewItemPost;
  /** The level of the post's heading under the page's or section's own (3 in the queue's card, 2 on the review page). */
  headingLevel?: 2 | 3;
  copy: { postTitle: string; previewCarousel: string; previewProblems: string; scheduledFor: string };
  timeZone: string;
  children?: ReactNode;
}) {
  const texts = usePostifyMessages(approvalBundles);
  const title = formatMessage(copy.postTitle, { id: post.id });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The networks the post goes to, each previewed with the account it goes to there.
  const { tabs, accounts } = useMemo(() => {
    const targets = post.schedules.map((schedule) => ({
      id: `${schedule.platformName}:${schedule.username}`,
      platformName: schedule.platformName,
      username: schedule.username,
    }));
    return {
      tabs: previewTabsOfPlatforms(targets.map((target) => target.platformName)),
      accounts: previewAccountsOf(targets),
    };
  }, [post.schedules]);
  return (
    <li className={styles.item} aria-label={title}>
      <div className={styles.itemHeader}>
        <Heading className={styles.itemTitle}>{title}</Heading>
        <Badge tone={reviewTones[post.reviewStatus]}>
          {texts.format(`approval.status.${post.reviewStatus}`)}
        </Badge>
      </div>
      <PostPreview
        caption={post.caption}
        description={post.description}
        media={post.media.map((item) => ({
          url: item.url,
          thumbnailUrl: item.thumbnailUrl,
          type: item.contentType,
          name: item.fileName,
        }))}
        networks={tabs}
        defaultNetwork={tabs[0] ?? 'default'}
        accounts={accounts}
        versions={post.versions}
        messages={{
          carousel: formatMessage(copy.previewCarousel, { id: post.id }),
          problemsTitle: formatMessage(copy.previewProblems, { id: post.id }),
        }}
      />
      {post.schedules.length > 0 ? (
        <ul className={styles.schedules}>
          {post.schedules.map((schedule) => (
            <li key={`${schedule.platformName}-${schedule.username}-${schedule.scheduledAt}`}>
              {formatMessage(copy.scheduledFor, {
                network: schedule.platformName,
                username: schedule.username,
                date: formatDateTime(schedule.scheduledAt, { timeZone }),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </li>
  );
}
