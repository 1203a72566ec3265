import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Any CSS length, e.g. '60%' or a theme size. */
  width?: string;
  height?: string;
}

/** A skeleton stands in for content while it loads; it is hidden from assistive technology. */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return <span aria-hidden="true" className={styles.skeleton({ shape })} style={{ width, height }} />;
}
