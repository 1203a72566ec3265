import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';

/** Lays several examples side by side in one story. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** Stacks several examples in one story. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

/** Gives a field story the width of a form column. */
export const narrow = style({ maxWidth: vars.size.field });
