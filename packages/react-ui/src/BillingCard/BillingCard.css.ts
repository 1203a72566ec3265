import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const srOnly = style(visuallyHidden);
