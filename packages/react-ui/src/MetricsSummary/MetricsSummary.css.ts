import { style } from '@vanilla-extract/css';
import { bareFieldset, panel, row, stack, wrapRow } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const accounts = style({
  ...wrapRow(vars.space.sm),
  ...bareFieldset,
});

export const account = style(row(vars.space.xs));

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  marginTop: vars.space.md,
});

export const metrics = style({
  ...stack(vars.space.sm),
  ...panel,
  background: vars.color.surfaceSunken,
});

export const identity = style(row(vars.space.sm));

export const name = style({ fontWeight: 600, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  textAlign: 'center',
});

export const statValue = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });

export const statLabel = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });

export const biography = style({ margin: 0, whiteSpace: 'pre-line' });

// An account's line while the accounts load: a checkbox label's line (its text size), so the list that
// replaces it is as tall.
export const accountSkeleton = style({ ...row(vars.space.xs), fontSize: vars.font.size.sm });
