import { style } from '@vanilla-extract/css';
import {
  bareFieldset,
  cardSurface,
  hairline,
  note,
  plainList,
  spreadRow,
  stack,
  subheading,
  wrapRow,
} from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const card = style({ ...stack(vars.space.md), padding: vars.space.lg, ...cardSurface, minWidth: 0 });

export const header = style({ ...spreadRow(vars.space.sm), flexWrap: 'wrap' });

export const title = style(subheading(vars.font.size.md));

export const badges = style({ ...wrapRow(vars.space.xs), alignItems: 'center' });

export const description = style({
  ...note,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const sectionTitle = style(subheading(vars.font.size.sm));

export const headerActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

export const form = style(stack(vars.space.md));

export const group = style({
  ...stack(vars.space.sm),
  ...bareFieldset,
});

export const row = style({ ...wrapRow(vars.space.sm), alignItems: 'center' });

// The schedule list scrolls past a maximum height, so a post with many schedules keeps its card compact.
export const scheduleEditor = style({
  ...stack(vars.space.md),
  maxHeight: `calc(${vars.size.controlLg} * 6)`,
  overflowY: 'auto',
  padding: vars.space.xs,
});

export const scheduleRow = style({
  ...stack(vars.space.sm),
  padding: vars.space.sm,
  border: hairline,
  borderRadius: vars.radius.md,
});

export const mediaList = style({ ...wrapRow(vars.space.sm), ...plainList });

export const mediaItem = style({
  ...stack(vars.space.xxs),
  alignItems: 'center',
  maxWidth: `calc(${vars.size.avatarLg} * 2)`,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const thumb = style({
  width: `calc(${vars.size.avatarLg} * 2)`,
  height: `calc(${vars.size.avatarLg} * 2)`,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const mediaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
