import { usePostifyMessages } from '@postify/hooks/state';
import { approvalTexts, localizedErrorMessage } from '@postify/sdk/messages';
import { type ReviewDecision as Decision, reviewCommentErrorKey } from '@postify/sdk/rules';
import { LIMITS } from '@postify/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import * as styles from './ReviewQueue.css';

/** The words of the decision buttons, from the component that shows them. */
export interface ReviewDecisionCopy {
  send: string;
  cancel: string;
  sending: string;
  approving: string;
}

export interface ReviewDecisionProps {
  /** Names the buttons for screen readers when a list shows several posts ('Aprovar o post #42'). */
  subject: string;
  /** Records the decision; a refusal (`PostifyApiError`) is shown above the buttons. */
  onDecide: (decision: Decision, comment?: string) => Promise<unknown>;
  copy: ReviewDecisionCopy;
}

const approvalBundles = [approvalTexts];

/**
 * 'Aprovar' and 'Solicitar alterações' for one post: asking for changes opens a comment ('Diga o que
 * precisa mudar' when empty), approving may be done at once. Shared by the review queue and the public
 * review page.
 */
export function ReviewDecision({ subject, onDecide, copy }: ReviewDecisionProps) {
  const texts = usePostifyMessages(approvalBundles);
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Decision | null>(null);

  async function decide(decision: Decision, text?: string) {
    setFailure(null);
    setBusy(decision);
    try {
      await onDecide(decision, text);
      setAsking(false);
      setComment('');
    } catch (error) {
      setFailure(localizedErrorMessage(error, texts));
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const key = reviewCommentErrorKey('CHANGES_REQUESTED', comment);
    setCommentError(key ? texts.format(`approval.${key}`) : undefined);
    if (!key) void decide('CHANGES_REQUESTED', comment.trim());
  }

  return (
    <div className={styles.body}>
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      {asking ? (
        <form
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label={`${texts.format('approval.requestChanges')}: ${subject}`}
        >
          <TextArea
            label={texts.format('approval.commentLabel')}
            value={comment}
            onChange={setComment}
            isRequired
            maxLength={LIMITS.reviewCommentMax}
            isInvalid={Boolean(commentError)}
            errorMessage={commentError}
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" isLoading={busy === 'CHANGES_REQUESTED'} loadingLabel={copy.sending}>
              {copy.send}
            </Button>
            <Button variant="ghost" onPress={() => setAsking(false)} isDisabled={busy !== null}>
              {copy.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button
            aria-label={`${texts.format('approval.approve')}: ${subject}`}
            onPress={() => void decide('APPROVED')}
            isLoading={busy === 'APPROVED'}
            loadingLabel={copy.approving}
          >
            {texts.format('approval.approve')}
          </Button>
          <Button
            variant="secondary"
            aria-label={`${texts.format('approval.requestChanges')}: ${subject}`}
            onPress={() => {
              setCommentError(undefined);
              setAsking(true);
            }}
            isDisabled={busy !== null}
          >
            {texts.format('approval.requestChanges')}
          </Button>
        </div>
      )}
    </div>
  );
}
