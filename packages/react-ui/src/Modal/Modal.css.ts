import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const modal = style({
  width: '100%',
  maxWidth: vars.size.dialog,
  maxHeight: '100%',
  display: 'flex',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});
