import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const button = recipe({
  base: {
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
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.neutralSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.neutralSoft } },
      },
      destructive: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.control,
        padding: `0 ${vars.space.lg}`,
        fontSize: vars.font.size.sm,
      },
      lg: {
        minHeight: vars.size.controlLg,
        padding: `0 ${vars.space.xl}`,
        fontSize: vars.font.size.md,
      },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1' },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});
