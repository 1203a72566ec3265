import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  minWidth: 0,
});

export const itemHeader = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const schedules = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const linkRow = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const grow = style({ flex: '1 1 240px', minWidth: 0 });
