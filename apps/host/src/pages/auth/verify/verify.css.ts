import { vars } from '@postify/react-ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

const fall = keyframes({
  from: { transform: 'translateY(-2rem) rotate(0deg)', opacity: 1 },
  to: { transform: 'translateY(70vh) rotate(540deg)', opacity: 0 },
});

export const confetti = style({
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

const base = style({
  position: 'absolute',
  top: 0,
  width: vars.space.sm,
  height: vars.space.md,
  borderRadius: vars.radius.sm,
  opacity: 0,
  animation: `${fall} 2.4s ${vars.motion.easing} forwards`,
});

export const piece = [vars.color.primary, vars.color.success, vars.color.warning, vars.color.danger].map(
  (background) => style([base, { background }]),
);

export const nextSteps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
