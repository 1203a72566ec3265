import { type ComposerFields, usePostifyMessages } from '@postify/hooks/state';
import { approvalTexts } from '@postify/sdk/messages';
import { useState } from 'react';
import { Banner } from '../Banner';
import { useCopy } from '../i18n/useCopy';
import type { PreviewAccount } from '../previews';
import type { AccountGroup } from '../ScheduleEditor';
import { cx } from '../shared/cx';
import type { TikTokCreatorStatus } from '../TikTokPostSettings';
import { showToast } from '../ToastRegion';
import { ComposerBody } from './ComposerBody';
import { type PostComposerMessages, postComposerMessages } from './messages';
import * as styles from './PostComposer.css';
import type { MediaLibrary, QueuedPost, QueueRequest, SavedPost, TemplatePayload } from './types';

/** What `onSubmit` gives back: the saved post for the 'Ver post' link, or nothing. */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler resolving nothing (Promise<void>) must fit.
export type SubmitResult = SavedPost | undefined | void;

export interface PostComposerProps {
  /** Platforms with their connected accounts, for 'Postar agora' and the schedules. */
  platforms: readonly AccountGroup[];
  /**
   * Saves the template (your backend, or `POST /templates/scheduled` through `ConnectedPostComposer`).
   * Resolve with the saved post for the 'Ver post' link; reject to show the failure in pt-BR (a
   * `PostifyApiError`'s message, otherwise a generic one).
   */
  onSubmit: (payload: TemplatePayload) => Promise<SubmitResult> | SubmitResult;
  /**
   * 'Adicionar à fila': saves the post without schedules and asks the server for the next free slot of
   * each chosen account (`POST /posts/{id}/queue`), resolving with the slots they got. Without it the
   * option is not shown.
   */
  onAddToQueue?: (payload: TemplatePayload, request: QueueRequest) => Promise<QueuedPost>;
  /**
   * The accounts that have 'Horários da fila' (`GET /queue`): choosing another one for the queue says so,
   * with the way to set them (`queueSlotsHref`), and keeps the post from being sent. Unknown when absent.
   */
  queueAccountIds?: readonly string[];
  /** Where 'Definir horários da fila' leads. */
  queueSlotsHref?: string;
  /** Runs when the user confirms leaving without saving. */
  onCancel?: () => void;
  /** Suggests a better caption; without it the button is not shown. */
  onImproveCaption?: (caption: string) => Promise<string>;
  /** Suggests product tags ('#tag #tag') from the caption; without it the button is not shown. */
  onGenerateTags?: (caption: string) => Promise<string>;
  /** Hears every change of the caption (typed or suggested), e.g. to bind AI actions to it. */
  onCaptionChange?: (caption: string) => void;
  /** A failed AI suggestion leaves the fields as they were; this hears about it. */
  onAiError?: (error: unknown) => void;
  /** Where 'Ver post' leads after a save; the posts list by default. */
  postHref?: (post: SavedPost) => string;
  /**
   * The account the previews show on networks with no linked account in `platforms` (each network's preview
   * shows its own linked account, preferring those the post goes to).
   */
  account?: PreviewAccount | null;
  initialFields?: Partial<ComposerFields>;
  initialMedia?: readonly File[];
  /**
   * Another way to add media beside the upload button, given the composer's `add`: e.g.
   * `(add) => <ConnectedStoragePicker onFiles={add} />` for 'Escolher de Meus Arquivos'.
   */
  mediaLibrary?: MediaLibrary;
  /** The current time: the schedules' past-date refusal and the 'Postar agora' moment. */
  now?: () => Date;
  /**
   * The project's time zone (`Project.timeZone`): schedules are typed and previewed in it, with a note
   * when it is not the browser's; the API's default (America/Sao_Paulo) when absent.
   */
  timeZone?: string;
  /** Source of randomness for the template number. */
  random?: () => number;
  /**
   * The template number ('Template #482'), drawn on the server when the composer is server-rendered
   * (`randomTemplateNumber()` of `@postify/sdk/rules`), so the browser hydrates the same text.
   */
  templateNumber?: number;
  /**
   * The creator info of the TikTok accounts the post goes to (`useTikTokCreatorInfo`, as
   * `ConnectedPostComposer` does): with a TikTok account chosen the composer asks TikTok's options and saves
   * only once they are complete.
   */
  tiktokCreators?: readonly TikTokCreatorStatus[];
  /** Hears the TikTok accounts the post goes to, to read their creator info. */
  onTikTokAccountsChange?: (accountIds: readonly string[]) => void;
  /**
   * The post goes to 'Em revisão' instead of being scheduled (an EDITOR in a project with 'Exigir
   * aprovação': `needsReview` of `@postify/sdk/rules`): the composer says so before it is sent.
   */
  goesToReview?: boolean;
  messages?: Partial<PostComposerMessages>;
  className?: string;
}

const defaultPostHref = () => '/posts';
const approvalBundles = [approvalTexts];

/** How a draft was saved: as a template, sent to publish now, or queued (with the slots' text). */
export type SaveOutcome = 'saved' | 'postedNow' | { slots: string };

/**
 * The post composer ('Novo Template'): media, caption and fields with AI help, previews per network,
 * and either 'Postar agora' or 'Agendar template'. Plain props in, a typed payload out through
 * `onSubmit`, so it works with any backend.
 */
export function PostComposer({
  postHref = defaultPostHref,
  messages: overrides,
  className,
  templateNumber,
  ...props
}: PostComposerProps) {
  const messages = useCopy('postComposer', postComposerMessages, overrides);
  const approval = usePostifyMessages(approvalBundles);
  const [draft, setDraft] = useState(0);
  const [saved, setSaved] = useState<{ post: SavedPost | undefined; title: string } | null>(null);

  // A post waiting for review is neither published nor scheduled yet: the outcome says where it went.
  const onSaved = (post: SavedPost | undefined, outcome: SaveOutcome) => {
    const title = props.goesToReview
      ? approval.format('approval.sentToReview')
      : outcome === 'postedNow'
        ? messages.savedPostNow
        : outcome === 'saved'
          ? messages.saved
          : messages.savedQueue;
    // A queued post's toast says when each account publishes it.
    showToast({
      title,
      tone: 'success',
      ...(typeof outcome === 'object' ? { description: outcome.slots } : {}),
    });
    setSaved({ post, title: typeof outcome === 'object' ? `${title} ${outcome.slots}` : title });
    setDraft((n) => n + 1);
  };

  return (
    <div className={cx(styles.root, className)}>
      {saved ? (
        <Banner tone="success" onDismiss={() => setSaved(null)}>
          {saved.title}{' '}
          {saved.post ? (
            <a className={styles.link} href={postHref(saved.post)}>
              {messages.viewPost}
            </a>
          ) : null}
        </Banner>
      ) : null}
      <ComposerBody
        key={draft}
        {...props}
        // A given number is the first draft's (server-rendered); the next drafts draw their own.
        templateNumber={draft === 0 ? templateNumber : undefined}
        messages={messages}
        onSaved={onSaved}
      />
    </div>
  );
}
