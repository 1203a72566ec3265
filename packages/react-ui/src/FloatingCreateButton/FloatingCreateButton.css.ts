import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const button = style({
  position: 'absolute',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.controlLg,
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
  zIndex: 1,
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const iconOnly = style({ padding: 0 });
