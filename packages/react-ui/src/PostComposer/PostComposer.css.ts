import { style } from '@vanilla-extract/css';
import { hairline, note, plainList, row, stack, subheading, wrapRow } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const root = style({
  ...stack(vars.space.lg),
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const composer = style({ ...stack(vars.space.xl), minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const title = style(subheading(vars.font.size.xl));

export const panel = style(stack(vars.space.lg));

export const section = style({ ...stack(vars.space.md), minWidth: 0 });

export const muted = style(note);

export const mediaRow = style({ ...wrapRow(vars.space.md), alignItems: 'center' });

export const mediaList = style({ ...wrapRow(vars.space.sm), ...plainList });

export const mediaChip = style({
  ...row(vars.space.xs),
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.md,
  border: hairline,
  fontSize: vars.font.size.sm,
});

export const mediaName = style({
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fields = style(stack(vars.space.lg));

export const aiRow = style({ ...wrapRow(vars.space.sm), alignItems: 'center' });

export const advanced = style({
  ...stack(vars.space.lg),
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: hairline,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const option = style(stack(vars.space.md));

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const link = style({
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
});
