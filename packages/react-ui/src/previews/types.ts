/** One media of a post as the previews take it: its address and, when known, its declared MIME type. */
export interface PreviewMedia {
  url: string;
  /** Declared MIME type ('image/png', 'video/mp4'…); without it the kind comes from the extension. */
  type?: string | null;
  /** File name, used for the kind when neither the type nor the URL tells it (blob: URLs). */
  name?: string | null;
  /** Text alternative of an image. */
  alt?: string | null;
  /** A small copy of an image (the API's `thumbnailUrl`): shown instead of `url`, which stays the original. */
  thumbnailUrl?: string | null;
}

/** The account the post is previewed for; every field is optional and has a default per network. */
export interface PreviewAccount {
  username?: string | null;
  profilePicture?: string | null;
}

/** The props every network preview takes: plain data, no network calls. */
export interface NetworkPreviewProps {
  caption?: string | null;
  /** Media of the post: objects or plain URLs. */
  media?: readonly (PreviewMedia | string)[] | null;
  account?: PreviewAccount | null;
  /** Overrides of the previews' pt-BR copy. */
  messages?: Partial<PreviewMessages>;
  className?: string;
}

import type { PreviewMessages } from './messages';
