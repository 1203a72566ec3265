import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const accounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  marginTop: vars.space.md,
});

export const metrics = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

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
