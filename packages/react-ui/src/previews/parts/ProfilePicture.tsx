import * as styles from '../previews.css';

/** The account's picture, or the initial of its name on a tinted disc when there is no picture. */
export function ProfilePicture({
  name,
  picture,
  size = 'md',
}: {
  name: string;
  picture: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const initial = Array.from(name.replace(/^@/, '').trim())[0]?.toUpperCase() ?? '?';
  return picture ? (
    <img className={styles.avatar({ size })} src={picture} alt="" />
  ) : (
    <span className={styles.avatar({ size })} aria-hidden="true">
      {initial}
    </span>
  );
}
