import { getLocalTimeZone } from '@internationalized/date';
import { errorMessage, type Schemas } from '@postify/sdk';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import type { MediaLibrary } from '../PostComposer/types';
import { type LinkedPreviewAccount, previewAccountsOf } from '../previews';
import { cx } from '../shared/cx';
import type { PostUpdate, ScheduleAccount } from './draft';
import { type PostCardMessages, postCardMessages } from './messages';
import * as styles from './PostCard.css';
import { PostCardEdit } from './PostCardEdit';
import { PostCardView, type ScheduleActions } from './PostCardView';

export interface PostCardProps {
  post: Schemas['Post'];
  /**
   * The project's linked accounts: those a schedule may target while editing (the post's own schedule accounts
   * are always offered) and, with their pictures, the accounts the previews show per network.
   */
  accounts?: readonly LinkedPreviewAccount[];
  /** Saves an edit; the card leaves edit mode when it resolves. Without it the card has no edit action. */
  onSave?: (update: PostUpdate) => Promise<unknown> | unknown;
  /** Improves a caption with AI (`POST /smart/caption`); offered only when given. */
  onImproveCaption?: (caption: string) => Promise<string>;
  /** Hears the caption while it is edited, e.g. to bind an AI hook to the current text. */
  onCaptionChange?: (caption: string) => void;
  /** Receives a failed save or AI call; the card itself stays as it was, as the spec asks. */
  onError?: (error: unknown) => void;
  /** Deletes the post after a destructive confirmation ('Excluir post'); offered only when given. */
  onDelete?: () => Promise<unknown> | unknown;
  /** Puts a failed occurrence back in the queue ('Tentar novamente'); offered only when given. */
  onRetrySchedule?: ScheduleActions['onRetry'];
  /** Cancels one waiting occurrence ('Cancelar agendamento'); offered only when given. */
  onCancelSchedule?: ScheduleActions['onCancel'];
  /** Where 'Reconectar conta' leads (the settings' account linking by default); null hides it. */
  reconnectHref?: string | null;
  /** The present moment: a waiting schedule past it reads 'Na fila'. The current time by default. */
  now?: Date;
  /** The post's history ('Histórico', e.g. `PostHistory`), shown below its schedules. */
  history?: ReactNode;
  /** Starts in edit mode (stories, deep links). */
  defaultEditing?: boolean;
  /** IANA time zone of the dates shown and edited; the browser's by default. */
  timeZone?: string;
  /** Another way to add media while editing, beside the upload button ('Escolher de Meus Arquivos'). */
  mediaLibrary?: MediaLibrary;
  messages?: Partial<PostCardMessages>;
  className?: string;
}

// One empty list for every card without linked accounts: a fresh `[]` each render would recompute the
// memoised accounts and previews on every render.
const noAccounts: readonly LinkedPreviewAccount[] = [];

function accountsOf(post: Schemas['Post'], extra: readonly ScheduleAccount[]): ScheduleAccount[] {
  const byId = new Map<string, ScheduleAccount>();
  for (const account of extra) byId.set(account.id, account);
  for (const schedule of post.schedules) {
    if (!byId.has(schedule.socialMediaAccount.id))
      byId.set(schedule.socialMediaAccount.id, schedule.socialMediaAccount);
  }
  return [...byId.values()];
}

/** Per network, the account the post goes to (with its picture when linked), else a linked one. */
function previewAccountsOfPost(post: Schemas['Post'], linked: readonly LinkedPreviewAccount[]) {
  const own = post.schedules.map((schedule) => schedule.socialMediaAccount);
  return previewAccountsOf(
    [...linked, ...own],
    own.map((account) => account.id),
  );
}

/**
 * A post in a list: previews per network, description, status, dates and each schedule's status with
 * its actions ('Tentar novamente', 'Reconectar conta', 'Cancelar agendamento'), 'Excluir post' behind a
 * destructive confirmation, and an inline edit mode (caption, description, media, schedules, AI caption)
 * saved through `onSave`.
 */
export function PostCard({
  post,
  accounts = noAccounts,
  onSave,
  onImproveCaption,
  onCaptionChange,
  onError,
  onDelete,
  onRetrySchedule,
  onCancelSchedule,
  reconnectHref,
  now,
  history,
  defaultEditing = false,
  timeZone = getLocalTimeZone(),
  mediaLibrary,
  messages,
  className,
}: PostCardProps) {
  const m = useCopy('postCard', postCardMessages, messages);
  const [editing, setEditing] = useState(defaultEditing && Boolean(onSave));
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const titleId = useId();
  const options = useMemo(() => accountsOf(post, accounts), [post, accounts]);
  const previewAccounts = useMemo(() => previewAccountsOfPost(post, accounts), [post, accounts]);
  return (
    <article aria-labelledby={titleId} className={cx(styles.card, className)}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          #{post.id}
        </h3>
        {!editing && (onSave || onDelete) ? (
          <div className={styles.headerActions}>
            {onSave ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={formatMessage(m.editLabel, { id: post.id })}
                onPress={() => {
                  // An edit starts from the post's caption, whatever an earlier cancelled edit typed.
                  onCaptionChange?.(post.caption);
                  setEditing(true);
                }}
              >
                {m.edit}
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={formatMessage(m.deletePostLabel, { id: post.id })}
                onPress={() => {
                  setDeleteError(null);
                  setDeleting(true);
                }}
              >
                {m.deletePost}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {deleteError ? (
        <p role="alert" className={styles.error}>
          {deleteError}
        </p>
      ) : null}
      {editing && onSave ? (
        <PostCardEdit
          post={post}
          accounts={options}
          timeZone={timeZone}
          messages={m}
          onCancel={() => setEditing(false)}
          onSave={onSave}
          onSaved={() => setEditing(false)}
          onImproveCaption={onImproveCaption}
          onCaptionChange={onCaptionChange}
          onError={onError}
          mediaLibrary={mediaLibrary}
        />
      ) : (
        <PostCardView
          post={post}
          previewAccounts={previewAccounts}
          messages={m}
          timeZone={timeZone}
          scheduleActions={{
            ...(onRetrySchedule ? { onRetry: onRetrySchedule } : {}),
            ...(onCancelSchedule ? { onCancel: onCancelSchedule } : {}),
            ...(reconnectHref !== undefined ? { reconnectHref } : {}),
            ...(now ? { now } : {}),
          }}
        />
      )}
      {!editing && history ? history : null}
      {deleting && onDelete ? (
        <ConfirmDialog
          isOpen
          variant="destructive"
          onOpenChange={setDeleting}
          title={formatMessage(m.deleteTitle, { id: post.id })}
          description={m.deleteDescription}
          confirmLabel={m.deletePost}
          loadingLabel={m.deleting}
          onConfirm={async () => {
            await onDelete();
          }}
          onError={(error) => {
            // The dialog closes and the card says why: the post is still there.
            setDeleting(false);
            setDeleteError(errorMessage(error, m.deleteFailed));
            onError?.(error);
          }}
        />
      ) : null}
    </article>
  );
}
