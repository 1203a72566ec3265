import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const endpoint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const endpointHeader = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});

export const url = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const badges = style({ display: 'flex', gap: vars.space.xxs, flexWrap: 'wrap' });

export const deliveries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowX: 'auto',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const error = style({ overflowWrap: 'anywhere', maxWidth: '24ch' });

/** Read by screen readers only (the table's caption, the actions column's heading). */
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
