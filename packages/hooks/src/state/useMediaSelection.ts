import {
  checkMediaSelection,
  type MediaSelectionKind,
  mediaSelectionKind,
  type TypedMedia,
} from '@postify/sdk/schemas';
import { useCallback, useState } from 'react';
import { usePostifyMessages } from './i18n.js';

/** State of the composer's media picker. */
export interface MediaSelectionState<T extends TypedMedia> {
  items: T[];
  kind: MediaSelectionKind;
  /** The pt-BR reason the last addition was refused, until the next change. */
  error: string | null;
  /** The file picker's `accept` value. */
  accept: string;
  /** Adds files under the media rules; returns whether they were accepted. */
  add: (incoming: readonly T[]) => boolean;
  remove: (index: number) => void;
  clear: () => void;
  dismissError: () => void;
}

/**
 * Media of a post under the product rules: one video replaces everything, images accumulate up to 15,
 * the two never mix; a refused addition keeps the selection and exposes the pt-BR message.
 */
export function useMediaSelection<T extends TypedMedia>(initial: readonly T[] = []): MediaSelectionState<T> {
  const [items, setItems] = useState<T[]>(() => [...initial]);
  const [error, setError] = useState<string | null>(null);
  const messages = usePostifyMessages();

  const add = useCallback(
    (incoming: readonly T[]) => {
      const result = checkMediaSelection(items, incoming);
      if (!result.ok) {
        // The refusal in the provider's language ('Apenas 1 vídeo é permitido.' in pt-BR).
        setError(messages.format(result.code));
        return false;
      }
      setItems(result.selection);
      setError(null);
      return true;
    },
    [items, messages],
  );
  const remove = useCallback((index: number) => {
    setItems((current) => current.filter((_, i) => i !== index));
    setError(null);
  }, []);
  const clear = useCallback(() => {
    setItems([]);
    setError(null);
  }, []);
  const dismissError = useCallback(() => setError(null), []);

  return {
    items,
    kind: mediaSelectionKind(items),
    error,
    accept: 'image/*,video/*',
    add,
    remove,
    clear,
    dismissError,
  };
}
