import { style } from '@vanilla-extract/css';
import { panel, plainList, spreadRow, stack, subheading } from '../shared/fragments';
import { vars } from '../theme/contract.css';

// Form and list side by side when there is room, so the list stays in view while editing an item.
export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.xl,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'flex-start' });

export const accounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const groupLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const legend = style([groupLabel, { padding: 0, marginBottom: vars.space.sm }]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const occurrences = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

export const occurrenceList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.xl });

export const buttons = style({ display: 'flex', gap: vars.space.sm });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const listHeading = style(subheading(vars.font.size.md));

export const items = style({ ...plainList, ...stack(vars.space.sm) });

export const item = style({
  ...spreadRow(vars.space.md),
  ...panel,
  selectors: { '&[data-editing]': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const itemWhen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});

export const itemActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
