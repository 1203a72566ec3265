import type { Schemas } from '@postify/sdk';
import { useEffect, useMemo } from 'react';
import { Button } from '../Button';
import { FilePicker } from '../DropZone';
import { formatMessage } from '../i18n/format';
import type { MediaLibrary } from '../PostComposer/types';
import { resolveMedia } from '../previews';
import type { PostCardMessages } from './messages';
import * as styles from './PostCard.css';

interface MediaEditorProps {
  /** What the post declares about its media (type, file name), to show kept media as what they are. */
  known: readonly Schemas['PostMedia'][];
  keptMediaUrls: string[];
  files: File[];
  onChange: (next: { keptMediaUrls: string[]; files: File[] }) => void;
  /** Another source of media beside the upload button. */
  library?: MediaLibrary | undefined;
  messages: PostCardMessages;
}

const acceptedTypes = ['image/*', 'video/*'];

/** The edit form's media: every current or new media can be removed; images and videos can be added. */
export function MediaEditor({
  known,
  keptMediaUrls,
  files,
  onChange,
  library,
  messages: m,
}: MediaEditorProps) {
  const fileUrls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of fileUrls) URL.revokeObjectURL(url);
    },
    [fileUrls],
  );
  const items = [
    ...resolveMedia(
      keptMediaUrls.map((url) => {
        const info = known.find((item) => item.url === url);
        return info
          ? { url, thumbnailUrl: info.thumbnailUrl, type: info.contentType, name: info.fileName }
          : url;
      }),
    ).map((media, i) => ({ id: `kept-${i}`, media, label: null, kept: i })),
    ...resolveMedia(
      files.map((file, i) => ({ url: fileUrls[i] ?? '', type: file.type, name: file.name })),
    ).map((media, i) => ({ id: `new-${i}`, media, label: media.name ?? null, kept: -1 - i })),
  ];
  const add = (added: File[]) => onChange({ keptMediaUrls, files: [...files, ...added] });
  const remove = (kept: number) =>
    kept >= 0
      ? onChange({ keptMediaUrls: keptMediaUrls.filter((_, i) => i !== kept), files })
      : onChange({ keptMediaUrls, files: files.filter((_, i) => i !== -1 - kept) });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.sectionTitle}>{m.media}</legend>
      {items.length ? (
        <ul className={styles.mediaList}>
          {items.map(({ id, media, label, kept }, position) => {
            const index = position + 1;
            return (
              <li key={id} className={styles.mediaItem}>
                {media.kind === 'image' ? (
                  <img
                    className={styles.thumb}
                    src={media.thumbnailUrl ?? media.url}
                    alt={formatMessage(m.mediaAlt, { index })}
                  />
                ) : (
                  <span className={styles.thumb}>{media.kind === 'video' ? m.videoLabel : m.fileLabel}</span>
                )}
                {label ? <span>{label}</span> : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={formatMessage(m.removeMediaLabel, { index })}
                  onPress={() => remove(kept)}
                >
                  {m.removeMedia}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.description}>{m.noMedia}</p>
      )}
      <div className={styles.mediaActions}>
        <FilePicker acceptedFileTypes={acceptedTypes} allowsMultiple onFiles={add}>
          {m.addMedia}
        </FilePicker>
        {library?.(add)}
      </div>
    </fieldset>
  );
}
