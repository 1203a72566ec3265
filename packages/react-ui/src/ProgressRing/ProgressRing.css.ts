import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.ring,
  height: vars.size.ring,
  color: vars.color.primary,
});

export const svg = style({ position: 'absolute', inset: 0, transform: 'rotate(-90deg)' });

export const track = style({ stroke: vars.color.skeleton });

export const fill = style({
  stroke: 'currentColor',
  transition: `stroke-dashoffset ${vars.motion.normal} ${vars.motion.easing}`,
});

export const value = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
