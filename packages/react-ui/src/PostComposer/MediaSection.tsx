import type { MediaSelectionState } from '@postify/hooks/state';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { FilePicker } from '../DropZone';
import { formatMessage } from '../i18n/format';
import { MediaCarousel, type PreviewMedia } from '../previews';
import type { PostComposerMessages } from './messages';
import * as styles from './PostComposer.css';
import type { MediaLibrary } from './types';

// Stable keys for files, even when the same file is added twice.
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = ++nextFileKey;
    fileKeys.set(file, key);
  }
  return key;
}

/** The composer's media: a carousel with previous/next, 'Adicionar mídia', removal and the rules' refusals. */
export function MediaSection({
  media,
  shown,
  library,
  messages,
}: {
  media: MediaSelectionState<File>;
  /** The files as the carousel shows them (with their object URLs). */
  shown: readonly PreviewMedia[];
  /** Another source of media beside the upload button. */
  library?: MediaLibrary | undefined;
  messages: PostComposerMessages;
}) {
  return (
    <section className={styles.section} aria-label={messages.media}>
      {shown.length > 0 ? (
        <MediaCarousel media={shown} fit="shortText" />
      ) : media.items.length === 0 ? (
        <p className={styles.muted}>{messages.noMedia}</p>
      ) : null}
      {media.error ? (
        <Banner tone="danger" onDismiss={media.dismissError}>
          {media.error}
        </Banner>
      ) : null}
      <div className={styles.mediaRow}>
        <FilePicker
          allowsMultiple
          acceptedFileTypes={media.accept.split(',')}
          onFiles={(files) => media.add(files)}
        >
          {messages.addMedia}
        </FilePicker>
        {library?.((files) => media.add(files))}
        {media.items.length > 0 ? (
          <ul className={styles.mediaList}>
            {media.items.map((file, index) => (
              <li key={fileKey(file)} className={styles.mediaChip}>
                <span className={styles.mediaName}>{file.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={formatMessage(messages.removeMediaLabel, { name: file.name })}
                  onPress={() => media.remove(index)}
                >
                  {messages.removeMedia}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
