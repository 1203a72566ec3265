import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const entry = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const freeEntry = style([entry, { borderStyle: 'dashed', color: vars.color.textMuted }]);

export const when = style({
  minWidth: '9.5rem',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const caption = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const moves = style({ display: 'flex', gap: vars.space.xxs });

export const status = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const from = style({ maxWidth: '16rem', marginBlockEnd: vars.space.sm });
