import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { thumbHeight } from './sizes';

// The spec caps the row at 600px; posts wider than the card scroll sideways.
export const row = style({
  display: 'flex',
  gap: vars.space.md,
  maxHeight: 600,
  overflowX: 'auto',
  overflowY: 'hidden',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  selectors: { '&:focus-visible': focusRing },
});

export const item = style({ flex: '0 0 280px', display: 'flex', minHeight: 0 });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const thumb = style({
  width: '100%',
  height: thumbHeight,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});

// Three lines whatever the caption's length: every card of the row, and the skeleton before them, is as tall.
const captionLines = '3lh';

export const caption = style({
  margin: 0,
  minHeight: captionLines,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.8125rem' });

export const captionSkeleton = style({ margin: 0, minHeight: captionLines });
