import { style } from '@vanilla-extract/css';
import { spreadRow, stack } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const root = style({
  position: 'relative',
  ...stack(vars.space.md),
  height: '100%',
  minHeight: 0,
  color: vars.color.text,
});

export const header = style(spreadRow(vars.space.sm));

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing },
});

export const canvas = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  alignItems: 'start',
});

export const footer = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md });

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
