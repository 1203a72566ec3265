import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stack } from './fragments';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const dialog = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
  maxHeight: '100%',
  overflow: 'auto',
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({ color: vars.color.text, fontSize: vars.font.size.sm });

/** A form inside a dialog: its fields and its footer, stacked. */
export const form = style(stack(vars.space.md));

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
