import type { Schemas } from '@postify/sdk';
import { canUseAi } from '@postify/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../Button';
import type { MediaLibrary } from '../PostComposer/types';
import { TextArea } from '../TextArea';
import { draftFromPost, type PostUpdate, type ScheduleAccount, updateFromDraft } from './draft';
import { MediaEditor } from './MediaEditor';
import type { PostCardMessages } from './messages';
import * as styles from './PostCard.css';
import { ScheduleRows } from './ScheduleRows';

interface PostCardEditProps {
  post: Schemas['Post'];
  accounts: readonly ScheduleAccount[];
  timeZone: string;
  messages: PostCardMessages;
  onCancel: () => void;
  onSave: (update: PostUpdate) => Promise<unknown> | unknown;
  onSaved: () => void;
  onImproveCaption?: ((caption: string) => Promise<string>) | undefined;
  onCaptionChange?: ((caption: string) => void) | undefined;
  onError?: ((error: unknown) => void) | undefined;
  mediaLibrary?: MediaLibrary | undefined;
}

/** The card's inline edit form: caption, description, media and schedules, with Cancelar and Salvar. */
export function PostCardEdit({
  post,
  accounts,
  timeZone,
  messages: m,
  onCancel,
  onSave,
  onSaved,
  onImproveCaption,
  onCaptionChange,
  onError,
  mediaLibrary,
}: PostCardEditProps) {
  const [draft, setDraft] = useState(() => draftFromPost(post, timeZone));
  const setCaption = (caption: string) => {
    setDraft((current) => ({ ...current, caption }));
    onCaptionChange?.(caption);
  };
  const [saving, setSaving] = useState(false);
  const [improving, setImproving] = useState(false);

  const improve = async () => {
    if (!onImproveCaption) return;
    setImproving(true);
    try {
      setCaption(await onImproveCaption(draft.caption));
    } catch (error) {
      // The spec keeps the original caption on failure and shows no message.
      onError?.(error);
    } finally {
      setImproving(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(updateFromDraft(draft, timeZone));
      onSaved();
    } catch (error) {
      // Staying in edit mode keeps what the user typed; the spec shows no message for a failed save.
      onError?.(error);
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextArea label={m.caption} rows={2} value={draft.caption} onChange={setCaption} />
      {onImproveCaption ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!canUseAi(draft.caption)}
            isLoading={improving}
            loadingLabel={m.improvingCaption}
            onPress={improve}
          >
            {m.improveCaption}
          </Button>
        </div>
      ) : null}
      <TextArea
        label={m.description}
        value={draft.description}
        onChange={(description) => setDraft((current) => ({ ...current, description }))}
      />
      <MediaEditor
        known={post.media}
        keptMediaUrls={draft.keptMediaUrls}
        files={draft.files}
        onChange={(media) => setDraft((current) => ({ ...current, ...media }))}
        library={mediaLibrary}
        messages={m}
      />
      <ScheduleRows
        schedules={draft.schedules}
        accounts={accounts}
        timeZone={timeZone}
        onChange={(schedules) => setDraft((current) => ({ ...current, schedules }))}
        messages={m}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          {m.cancel}
        </Button>
        <Button type="submit" isLoading={saving} loadingLabel={m.saving}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
