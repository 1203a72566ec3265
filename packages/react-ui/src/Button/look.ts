import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

// The button's look as style fragments: the recipe (Button.css.ts) is made of them, and RecoveryScreen
// gives a native button the primary look from them without the recipe's runtime.

export const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      borderColor: 'transparent',
    },
    '&[data-pending]': { cursor: 'progress' },
  },
} satisfies StyleRule;

export const primaryButton = {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover } },
} satisfies StyleRule;

export const mediumButton = {
  minHeight: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
} satisfies StyleRule;
