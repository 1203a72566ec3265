import * as styles from './Skeleton.css';

/**
 * 'text' is a bar of the body's size; 'line' takes exactly one line of the text around it (put it where that
 * text will be, so the content that replaces it moves nothing); 'block' and 'circle' take the size given.
 */
export const skeletonShapes = ['text', 'line', 'block', 'circle'] as const;
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
