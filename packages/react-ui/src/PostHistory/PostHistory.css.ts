import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderLeft: `${vars.size.border} solid ${vars.color.border}`,
  paddingLeft: vars.space.sm,
});

export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const what = style({ margin: 0, color: vars.color.text });

export const when = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const comment = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
