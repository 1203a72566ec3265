import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { buttonBase, mediumButton, primaryButton } from './look';

export const button = recipe({
  base: buttonBase,
  variants: {
    variant: {
      primary: primaryButton,
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
      md: mediumButton,
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
