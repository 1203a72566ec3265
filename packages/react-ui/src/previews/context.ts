import { createContext, useContext } from 'react';
import { type PreviewMessages, previewMessages } from './messages';

/** The previews' copy in effect inside one preview (defaults merged with its `messages` prop). */
export const PreviewMessagesContext = createContext<PreviewMessages>(previewMessages);

/** Reads the copy of the enclosing preview. */
export function usePreviewMessages(): PreviewMessages {
  return useContext(PreviewMessagesContext);
}
