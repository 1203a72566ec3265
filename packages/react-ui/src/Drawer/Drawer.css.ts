import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  background: vars.color.overlay,
});

export const drawer = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxWidth: vars.size.drawer,
    height: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    placement: {
      right: { marginLeft: 'auto' },
      left: { marginRight: 'auto' },
    },
  },
  defaultVariants: { placement: 'right' },
});

export const dialog = style({ flex: 1 });
