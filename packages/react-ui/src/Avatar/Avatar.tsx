import { useState } from 'react';
import { initialOf } from '../shared/initialOf';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The person's or account's name: the accessible label and the source of the initial. */
  name: string;
  /** Profile picture; the initial is shown when absent or when it fails to load. */
  src?: string | null;
  size?: AvatarSize;
}

/** An avatar shows a profile picture, or the name's initial when there is none. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span className={styles.avatar({ size })} role="img" aria-label={name}>
      {showImage && src ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initialOf(name)}</span>
      )}
    </span>
  );
}
