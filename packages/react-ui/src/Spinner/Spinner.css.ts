import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// Classes by size rather than a recipe: every host's route loading state shows a spinner, and a recipe
// would bring its runtime into each page's first JavaScript.
const base = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} ${vars.motion.spin} linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const spinner = styleVariants({
  sm: [base, { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.size.focusRing }],
  md: [base, { width: vars.size.icon, height: vars.size.icon, borderWidth: vars.size.focusRing }],
  lg: [base, { width: vars.size.controlSm, height: vars.size.controlSm, borderWidth: vars.space.xs }],
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const hidden = style(visuallyHidden);
