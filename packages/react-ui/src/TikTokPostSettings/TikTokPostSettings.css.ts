import { style } from '@vanilla-extract/css';
import { bareFieldset, note, panel, stack, subheading, wrapRow } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const root = style({ ...panel, ...stack(vars.space.md), minWidth: 0 });

export const title = style(subheading(vars.font.size.md));

export const creators = style({ ...stack(vars.space.xs), margin: 0, padding: 0, listStyle: 'none' });

export const group = style({ ...bareFieldset, ...stack(vars.space.sm) });

export const legend = style({ ...subheading(vars.font.size.sm), padding: 0, marginBottom: vars.space.xs });

export const toggles = style(wrapRow(vars.space.lg));

export const note_ = style(note);

export const problems = style({
  ...stack(vars.space.xs),
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.danger,
});

export const links = style({ ...wrapRow(vars.space.md), ...note, alignItems: 'baseline' });

export const link = style({ color: vars.color.primary });
