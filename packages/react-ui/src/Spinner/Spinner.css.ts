import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} ${vars.motion.spin} linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.size.focusRing },
      md: { width: vars.size.icon, height: vars.size.icon, borderWidth: vars.size.focusRing },
      lg: { width: vars.size.controlSm, height: vars.size.controlSm, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const hidden = style(visuallyHidden);
