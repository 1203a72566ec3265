import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  outline: 'none',
});

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  background: vars.color.surfaceSunken,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-allows-sorting]': { cursor: 'pointer' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.size.border} solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.neutralSoft },
    '&[data-selected]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.size.focusRing} * -1)`,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.size.focusRing} * -1)`,
    },
  },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const sortIndicator = style({ marginInlineStart: vars.space.xs });
