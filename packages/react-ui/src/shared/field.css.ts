import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { controlBox, disabledControl, stack } from './fragments';

/** How a bordered control box looks when its value is invalid, and when it is disabled. */
const invalidOrDisabled = {
  '&[data-invalid]': { borderColor: vars.color.danger },
  '&[data-disabled]': disabledControl,
} as const;

export const field = style({
  ...stack(vars.space.xs),
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
});

/** The bordered box of every text-like control. */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  ...controlBox,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-within], &[data-focus-visible], &[data-focused]': focusRing,
    ...invalidOrDisabled,
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
  },
});

/** A bare input inside `inputBox`, or a stand-alone bordered input when used alone. */
export const input = style({
  flex: 1,
  minWidth: 0,
  ...controlBox,
  padding: `0 ${vars.space.md}`,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: {
    '&[data-focused]': focusRing,
    ...invalidOrDisabled,
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** An input that lives inside an `inputBox` (the box draws border and focus). */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `0 ${vars.space.md}`,
  background: 'transparent',
  border: 'none',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const textarea = style([
  input,
  {
    minHeight: `calc(${vars.size.control} * 2)`,
    padding: vars.space.md,
    resize: 'vertical',
    lineHeight: vars.font.lineHeight.normal,
  },
]);

/** A small square button inside a field (show password, open calendar, steppers). */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
