import { style } from '@vanilla-extract/css';
import { controlBox, disabledControl, spreadRow, textControl } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const trigger = style({
  ...spreadRow(vars.space.sm),
  width: '100%',
  ...controlBox,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  ...textControl,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-disabled]': disabledControl,
    '[data-invalid] > &': { borderColor: vars.color.danger },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
