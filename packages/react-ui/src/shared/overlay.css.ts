import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 'var(--visual-viewport-height)',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: `calc(${vars.size.popover} + ${vars.size.controlLg})`,
  overflow: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.neutralSoft },
    '&[data-selected]': {
      background: vars.color.primarySoft,
      color: vars.color.onPrimarySoft,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
