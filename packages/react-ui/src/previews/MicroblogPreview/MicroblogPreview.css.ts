import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { previewMediaMaxHeight } from '../sizes';

/** Two to four images in one 16:9 block, as an open microblogging network lays out a post's images. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridAutoRows: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  aspectRatio: '16 / 9',
  maxHeight: previewMediaMaxHeight.shortText,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

/** A cell of the grid; with three images the first runs down the whole left side. */
export const cell = styleVariants({
  regular: { overflow: 'hidden' },
  tall: { gridRow: 'span 2', overflow: 'hidden' },
});

globalStyle(`${grid} img`, { width: '100%', height: '100%', objectFit: 'cover' });
