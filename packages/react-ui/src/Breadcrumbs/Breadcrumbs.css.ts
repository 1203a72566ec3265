import { style } from '@vanilla-extract/css';
import { plainList, row, wrapRow } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const list = style({
  ...wrapRow(vars.space.xs),
  alignItems: 'center',
  ...plainList,
  fontSize: vars.font.size.sm,
});

export const item = style({
  ...row(vars.space.xs),
  display: 'inline-flex',
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.semibold,
      cursor: 'default',
      textDecoration: 'none',
    },
  },
});
