import { Avatar, type AvatarProps } from '../../Avatar';
import * as styles from '../previews.css';

/** The post's author as a network shows it: picture or initial, the name, and the muted lines under it. */
export function PreviewAuthor({
  name,
  picture,
  avatarSize,
  details,
}: {
  name: string;
  picture: AvatarProps['src'];
  avatarSize?: AvatarProps['size'];
  /** The lines under the name: a handle, a subtitle, 'Agora mesmo'. */
  details: readonly string[];
}) {
  return (
    <header className={styles.header}>
      <Avatar name={name} src={picture} size={avatarSize} />
      <div className={styles.identity}>
        <span className={styles.name}>{name}</span>
        {details.map((detail) => (
          <span key={detail} className={styles.muted}>
            {detail}
          </span>
        ))}
      </div>
    </header>
  );
}
