import { errorMessage } from '@postify/sdk';
import { useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { DropZone } from '../DropZone/DropZone';
import { formatMessage } from '../i18n/format';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import type { StorageBrowserMessages } from './messages';
import * as styles from './StorageBrowser.css';
import { StorageIcon } from './StorageIcon';

/** Uploads one file, reporting progress from 0 to 100; resolves only when the storage stored it (HTTP 200). */
export type UploadFile = (file: File, onProgress: (percent: number) => void) => Promise<void>;

type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

interface QueuedUpload {
  key: number;
  file: File;
  percent: number;
  status: UploadStatus;
  error?: string;
}

export interface UploadPanelProps {
  onUpload: UploadFile;
  /** Called once a batch has finished, with how many files were stored. */
  onUploaded?: (count: number) => void;
  /** Files dropped elsewhere (e.g. on the table) that should start in the list. */
  initialFiles?: readonly File[];
  messages: StorageBrowserMessages;
}

/**
 * Files sent at once: the server refuses more than a few unfinished uploads per user (20 by default on the
 * reference API), and a browser opens about six connections to one host.
 */
const parallelUploads = 4;

const toneOf = { queued: 'primary', uploading: 'primary', done: 'success', error: 'danger' } as const;

/**
 * The 'Upload de Arquivo' tab: several files by drop, paste or the picker button (the keyboard path),
 * then one progress bar per file while they are sent.
 */
export function UploadPanel({ onUpload, onUploaded, initialFiles = [], messages: copy }: UploadPanelProps) {
  const nextKey = useRef(0);
  const toQueue = (files: readonly File[]): QueuedUpload[] =>
    files.map((file) => ({ key: nextKey.current++, file, percent: 0, status: 'queued' }));
  const [queue, setQueue] = useState<QueuedUpload[]>(() => toQueue(initialFiles));
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState<number | null>(null);

  const patch = (key: number, change: Partial<QueuedUpload>) =>
    setQueue((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  async function send() {
    const pending = queue.filter((entry) => entry.status === 'queued' || entry.status === 'error');
    if (pending.length === 0) return;
    setBusy(true);
    setFinished(null);
    const sendOne = async ({ key, file }: QueuedUpload) => {
      patch(key, { status: 'uploading', percent: 0, error: undefined });
      try {
        await onUpload(file, (percent) => patch(key, { percent }));
        patch(key, { status: 'done', percent: 100 });
        return true;
      } catch (error) {
        patch(key, { status: 'error', error: errorMessage(error, copy.uploadFailed) });
        return false;
      }
    };
    let next = 0;
    let stored = 0;
    // A few lanes, each taking the next waiting file when its own is done.
    const lane = async () => {
      for (let entry = pending[next++]; entry; entry = pending[next++]) if (await sendOne(entry)) stored += 1;
    };
    await Promise.all(Array.from({ length: Math.min(parallelUploads, pending.length) }, lane));
    setBusy(false);
    setFinished(stored);
    if (stored > 0) onUploaded?.(stored);
  }

  const waiting = queue.some((entry) => entry.status === 'queued' || entry.status === 'error');
  return (
    <div className={styles.dialogBody}>
      <DropZone
        onFiles={(files) => setQueue((current) => [...current, ...toQueue(files)])}
        isDisabled={busy}
        prompt={copy.uploadPrompt}
        browseLabel={copy.chooseFiles}
      />
      {queue.length > 0 ? (
        <ul className={styles.uploadList}>
          {queue.map((entry) => (
            <li key={entry.key} className={styles.uploadItem}>
              <span className={styles.uploadProgress}>
                <ProgressBar
                  label={entry.file.name}
                  value={entry.percent}
                  tone={toneOf[entry.status]}
                  valueLabel={
                    entry.status === 'done'
                      ? copy.uploadDone
                      : entry.status === 'error'
                        ? (entry.error ?? copy.uploadFailed)
                        : `${entry.percent}%`
                  }
                />
              </span>
              {entry.status === 'queued' || entry.status === 'error' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  isDisabled={busy}
                  aria-label={formatMessage(copy.removeFromQueue, { name: entry.file.name })}
                  onPress={() => setQueue((current) => current.filter((other) => other.key !== entry.key))}
                >
                  <StorageIcon name="trash" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{copy.uploadNoFiles}</p>
      )}
      <div className={styles.toolbar}>
        <span role="status" className={styles.hint}>
          {finished !== null ? formatMessage(copy.uploadsFinished, { count: finished }) : null}
        </span>
        <Button onPress={send} isDisabled={!waiting} isLoading={busy} loadingLabel={copy.uploading}>
          {copy.upload}
        </Button>
      </div>
    </div>
  );
}
