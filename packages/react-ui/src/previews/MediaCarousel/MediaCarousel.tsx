import { clampIndex } from '@postify/sdk/rules';
import { type KeyboardEvent, useState } from 'react';
import { Badge } from '../../Badge';
import { cx } from '../../shared/cx';
import { Icon } from '../../shared/Icon';
import { usePreviewMessages } from '../context';
import { displayedMedia, resolveMedia } from '../media';
import { MediaItem } from '../parts/MediaItem';
import * as styles from '../previews.css';
import type { PreviewMedia } from '../types';

/** Where a preview's media area stops growing: a network's maximum height or the 10:16 frame. */
export type MediaFit = keyof typeof styles.stageFits;

export interface MediaCarouselProps {
  media: readonly (PreviewMedia | string)[];
  fit?: MediaFit;
  /** 'n/total' as plain text under the media, or as a badge over it (short-text card). */
  counter?: 'inline' | 'badge';
}

/**
 * Shows a post's media: one video as a single player, otherwise a carousel with previous/next
 * buttons, Left/Right arrow keys, an index clamped to the first and last media and an 'n/total' counter.
 */
export function MediaCarousel({ media, fit = 'none', counter = 'inline' }: MediaCarouselProps) {
  const m = usePreviewMessages();
  const { items } = displayedMedia(resolveMedia(media));
  // The SDK's clamp rule directly rather than @postify/hooks' useCarousel: the hooks entry also imports
  // TanStack Query, which a partner showing previews from plain props should not need to install.
  const [position, setPosition] = useState(0);
  const count = items.length;
  const index = clampIndex(position, count);
  const carousel = {
    index,
    canGoPrevious: index > 0,
    canGoNext: index < count - 1,
    label: `${index + 1}/${count}`,
    previous: () => setPosition(clampIndex(index - 1, count)),
    next: () => setPosition(clampIndex(index + 1, count)),
  };
  const current = items[index];
  if (!current) return null;
  const many = count > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') carousel.previous();
    else if (event.key === 'ArrowRight') carousel.next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrossel"
      aria-label={m.carousel}
      tabIndex={many ? 0 : undefined}
      onKeyDown={many ? onKeyDown : undefined}
    >
      <div className={cx(styles.stage, styles.stageFits[fit])}>
        <MediaItem key={current.url} item={current} index={carousel.index} count={items.length} />
        {many ? (
          <>
            <CarouselArrow
              side="previous"
              label={m.previousMedia}
              isDisabled={!carousel.canGoPrevious}
              onPress={carousel.previous}
            />
            <CarouselArrow
              side="next"
              label={m.nextMedia}
              isDisabled={!carousel.canGoNext}
              onPress={carousel.next}
            />
            {counter === 'badge' ? (
              <span className={styles.counterBadge} aria-live="polite">
                <Badge>{carousel.label}</Badge>
              </span>
            ) : null}
          </>
        ) : null}
      </div>
      {many && counter === 'inline' ? (
        <p className={styles.counter} aria-live="polite">
          {carousel.label}
        </p>
      ) : null}
    </section>
  );
}

/** The button that shows the previous or the next media, over the stage's left or right edge. */
function CarouselArrow({
  side,
  label,
  isDisabled,
  onPress,
}: {
  side: 'previous' | 'next';
  label: string;
  isDisabled: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className={cx(styles.arrow, side === 'previous' ? styles.arrowPrevious : styles.arrowNext)}
      aria-label={label}
      disabled={isDisabled}
      onClick={onPress}
    >
      <Icon name={side === 'previous' ? 'chevronLeft' : 'chevronRight'} />
    </button>
  );
}
