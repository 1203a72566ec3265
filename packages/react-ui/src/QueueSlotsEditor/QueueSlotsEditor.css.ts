import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const field = style({ flex: '1 1 180px', minWidth: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const day = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const dayName = style({
  minWidth: '9rem',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const slot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
