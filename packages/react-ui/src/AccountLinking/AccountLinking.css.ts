import { style } from '@vanilla-extract/css';
import { note, plainList, row, stack, wrapRow } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const root = style({
  ...stack(vars.space.lg),
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const intro = style(note);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.md,
  ...plainList,
});

export const card = style({ ...stack(vars.space.md), height: '100%' });

export const platformTitle = style({ ...row(vars.space.sm), display: 'inline-flex' });

export const status = style(note);

export const accounts = style({ ...plainList, ...stack(vars.space.sm) });

export const account = style(row(vars.space.sm));

export const accountText = style({
  flex: 1,
  minWidth: 0,
  ...stack(vars.space.xxs),
  alignItems: 'flex-start',
});

export const username = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const connectRow = style({
  marginTop: 'auto',
  ...wrapRow(vars.space.sm),
  alignItems: 'center',
});

export const total = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
