import { Skeleton } from '../Skeleton';
import * as styles from './LatestPosts.css';
import { thumbHeight } from './sizes';

/** A post of the row while the posts load: the picture's block and the caption's and date's lines, at their sizes. */
export function LatestPostSkeleton() {
  return (
    <div className={styles.summary}>
      <Skeleton shape="block" height={thumbHeight} />
      <p className={styles.captionSkeleton}>
        <Skeleton shape="line" />
        <Skeleton shape="line" width="60%" />
      </p>
      <p className={styles.muted}>
        <Skeleton shape="line" width="70%" />
      </p>
    </div>
  );
}
