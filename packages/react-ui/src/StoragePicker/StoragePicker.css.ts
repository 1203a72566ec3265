import { style } from '@vanilla-extract/css';
import { note, plainList, stack, wrapRow } from '../shared/fragments';
import * as overlay from '../shared/overlay.css';
import { vars } from '../theme/contract.css';

export const body = style({ ...stack(vars.space.md), minWidth: 0 });

export const folders = style({ ...plainList, ...wrapRow(vars.space.xs) });

export const files = style({
  ...stack(vars.space.xxs),
  maxHeight: '22rem',
  overflowY: 'auto',
  outline: 'none',
});

/** A file row, in the look of a menu's items. */
export const file = style([overlay.item, { padding: `${vars.space.xs} ${vars.space.sm}` }]);

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style(note);
