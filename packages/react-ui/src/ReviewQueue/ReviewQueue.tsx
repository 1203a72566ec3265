import { getLocalTimeZone } from '@internationalized/date';
import { usePostifyMessages } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { approvalTexts, localizedErrorMessage } from '@postify/sdk/messages';
import { awaitsReview, type ReviewDecision as Decision, reviewLinkViolations } from '@postify/sdk/rules';
import { LIMITS } from '@postify/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Skeleton } from '../Skeleton';
import { CopyButton } from '../shared/CopyButton';
import { TextField } from '../TextField';
import { type ReviewQueueMessages, reviewQueueMessages } from './messages';
import { ReviewDecision } from './ReviewDecision';
import { type ReviewItemPost, ReviewPostItem } from './ReviewPostItem';
import * as styles from './ReviewQueue.css';

type Post = Schemas['Post'];
type ReviewLink = Schemas['ReviewLink'];

export interface ReviewQueueProps {
  /** The posts waiting for review, the longest waiting first (`GET /posts/review-queue`). */
  posts: readonly Post[];
  isLoading?: boolean;
  /** Shows 'Não foi possível carregar a fila de revisão.'. */
  hasError?: boolean;
  /** 'Aprovar' or 'Solicitar alterações' (with its comment) on one post. */
  onDecide: (postId: number, decision: Decision, comment?: string) => Promise<unknown>;
  /** The project's review links (`GET /projects/{id}/review-links`); the sharing section shows with `onCreateLink`. */
  links?: readonly ReviewLink[];
  /** Shares the chosen posts with a client; answers the new link (its `url` is shown to copy). */
  onCreateLink?: (input: Schemas['CreateReviewLinkRequest']) => Promise<ReviewLink>;
  /** 'Revogar': the link stops opening. */
  onRevokeLink?: (link: ReviewLink) => Promise<unknown>;
  /** Writes the link to the clipboard; `navigator.clipboard.writeText` by default. */
  copy?: (text: string) => Promise<void>;
  /** IANA time zone of the dates shown; the browser's by default. */
  timeZone?: string;
  messages?: Partial<ReviewQueueMessages>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);
const approvalBundles = [approvalTexts];
const linkTones: Record<ReviewLink['state'], BadgeTone> = {
  ACTIVE: 'success',
  EXPIRED: 'neutral',
  REVOKED: 'danger',
};

/** A queued post as a review item (a post waiting for review always has its review status). */
const itemOf = (post: Post): ReviewItemPost => ({
  id: post.id,
  caption: post.caption,
  description: post.description,
  media: post.media,
  schedules: post.schedules.map((schedule) => ({
    scheduledAt: schedule.scheduledAt,
    platformName: schedule.socialMediaAccount.platformName,
    username: schedule.socialMediaAccount.username,
  })),
  reviewStatus: post.reviewStatus ?? 'IN_REVIEW',
  versions: post.versions ?? [],
});

/**
 * 'Fila de revisão' (OWNER and ADMIN, with 'Exigir aprovação' on): the editors' posts waiting for a decision
 * with their previews, 'Aprovar' (the post is scheduled) and 'Solicitar alterações' with a comment; and
 * 'Compartilhar com o cliente': a review link for chosen posts, with the links sent and 'Revogar'.
 */
export function ReviewQueue(props: ReviewQueueProps) {
  const { posts, isLoading, hasError, onDecide, messages, timeZone = getLocalTimeZone() } = props;
  const m = useCopy('reviewQueue', reviewQueueMessages, messages);
  const texts = usePostifyMessages(approvalBundles);
  const [picked, setPicked] = useState<number[]>([]);
  const waiting = posts.filter((post) => awaitsReview(post.reviewStatus));
  return (
    <div className={styles.body}>
      <Card as="section" title={texts.format('approval.queueTitle')} description={m.description}>
        <div className={styles.body}>
          {hasError ? <Banner tone="danger">{m.loadError}</Banner> : null}
          {isLoading ? (
            <div role="status" aria-label={texts.format('approval.queueTitle')} className={styles.list}>
              <Skeleton height="160px" />
              <Skeleton height="160px" />
            </div>
          ) : null}
          {!isLoading && !hasError && waiting.length === 0 ? (
            <EmptyState
              title={texts.format('approval.queueEmpty')}
              hint={texts.format('approval.queueEmptyHint')}
              icon="inbox"
            />
          ) : null}
          {waiting.length > 0 ? (
            <ul className={styles.list}>
              {waiting.map((post) => {
                const title = formatMessage(m.postTitle, { id: post.id });
                return (
                  <ReviewPostItem key={post.id} post={itemOf(post)} copy={m} timeZone={timeZone}>
                    {props.onCreateLink ? (
                      <Checkbox
                        aria-label={formatMessage(m.sharePickPost, { id: post.id })}
                        isSelected={picked.includes(post.id)}
                        onChange={(on) =>
                          setPicked(on ? [...picked, post.id] : picked.filter((id) => id !== post.id))
                        }
                      >
                        {m.sharePick}
                      </Checkbox>
                    ) : null}
                    <ReviewDecision
                      subject={title}
                      copy={m}
                      onDecide={async (decision, comment) => {
                        await onDecide(post.id, decision, comment);
                        setPicked((ids) => ids.filter((id) => id !== post.id));
                      }}
                    />
                  </ReviewPostItem>
                );
              })}
            </ul>
          ) : null}
        </div>
      </Card>
      {props.onCreateLink ? (
        <ShareSection
          picked={picked.filter((id) => waiting.some((post) => post.id === id))}
          onCreateLink={props.onCreateLink}
          onRevokeLink={props.onRevokeLink}
          links={props.links ?? []}
          copy={props.copy ?? clipboardCopy}
          timeZone={timeZone}
          m={m}
        />
      ) : null}
    </div>
  );
}

function ShareSection({
  picked,
  onCreateLink,
  onRevokeLink,
  links,
  copy,
  timeZone,
  m,
}: {
  picked: number[];
  onCreateLink: NonNullable<ReviewQueueProps['onCreateLink']>;
  onRevokeLink: ReviewQueueProps['onRevokeLink'];
  links: readonly ReviewLink[];
  copy: (text: string) => Promise<void>;
  timeZone: string;
  m: ReviewQueueMessages;
}) {
  const texts = usePostifyMessages(approvalBundles);
  const [clientName, setClientName] = useState('');
  const [days, setDays] = useState(String(LIMITS.reviewLinkDaysDefault));
  const [errors, setErrors] = useState<{ clientName?: string; postIds?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<ReviewLink | null>(null);
  const [revoking, setRevoking] = useState<ReviewLink | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    for (const violation of reviewLinkViolations({ clientName, postIds: picked }))
      found[violation.field] = texts.format(`approval.${violation.key}`);
    setErrors(found);
    if (found.clientName || found.postIds) return;
    setSaving(true);
    try {
      setCreated(
        await onCreateLink({
          clientName: clientName.trim(),
          postIds: picked,
          expiresInDays: Number(days) || LIMITS.reviewLinkDaysDefault,
        }),
      );
      setClientName('');
    } catch (error) {
      setErrors({ form: localizedErrorMessage(error, texts) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="section" title={m.shareTitle} description={m.shareDescription}>
      <div className={styles.body}>
        {created ? (
          <Banner tone="success" title={m.linkCreated}>
            <div className={styles.linkRow}>
              <div className={styles.grow}>
                <TextField label={m.linkLabel} value={created.url} isReadOnly />
              </div>
              <CopyButton text={created.url} copy={copy} label={m.copy} copiedLabel={m.copied} />
            </div>
          </Banner>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate aria-label={m.createLink}>
          {errors.form ? <Banner tone="danger">{errors.form}</Banner> : null}
          {errors.postIds ? (
            <p role="alert" className={styles.text}>
              {errors.postIds}
            </p>
          ) : null}
          <TextField
            label={m.clientName}
            value={clientName}
            onChange={setClientName}
            isRequired
            maxLength={LIMITS.reviewClientNameMax}
            isInvalid={Boolean(errors.clientName)}
            errorMessage={errors.clientName}
          />
          <TextField
            label={m.expiresInDays}
            description={m.expiresHint}
            type="number"
            inputMode="numeric"
            value={days}
            onChange={setDays}
          />
          <div className={styles.actions}>
            <Button type="submit" isLoading={saving} loadingLabel={m.creatingLink}>
              {m.createLink}
            </Button>
          </div>
        </form>
        {links.length > 0 ? (
          <>
            <h3 className={styles.itemTitle}>{m.linksTitle}</h3>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={link.id} className={styles.itemHeader}>
                  <span className={styles.text}>
                    {formatMessage(m.linkSummary, {
                      client: link.clientName,
                      count: link.postIds.length,
                      date: formatDateTime(link.expiresAt, { timeZone }),
                    })}
                  </span>
                  <span className={styles.actions}>
                    <Badge tone={linkTones[link.state]}>
                      {link.state === 'ACTIVE'
                        ? m.linkActive
                        : link.state === 'EXPIRED'
                          ? m.linkExpired
                          : m.linkRevoked}
                    </Badge>
                    {link.state === 'ACTIVE' && onRevokeLink ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={formatMessage(m.revokeLabel, { client: link.clientName })}
                        onPress={() => setRevoking(link)}
                      >
                        {m.revoke}
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {revoking && onRevokeLink ? (
          <ConfirmDialog
            isOpen
            variant="destructive"
            onOpenChange={(open) => {
              if (!open) setRevoking(null);
            }}
            title={m.revokeTitle}
            description={formatMessage(m.revokeDescription, { client: revoking.clientName })}
            confirmLabel={m.revoke}
            onConfirm={async () => {
              await onRevokeLink(revoking);
              setRevoking(null);
            }}
          />
        ) : null}
      </div>
    </Card>
  );
}
