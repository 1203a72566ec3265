import { style } from '@vanilla-extract/css';
import { note, plainList, stack } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const root = style({ ...stack(vars.space.md), minWidth: 0 });

export const panel = style({ ...stack(vars.space.md), paddingTop: vars.space.md });

export const hint = style(note);

export const captionActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const order = style({ ...plainList, ...stack(vars.space.xs) });

export const orderItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const orderName = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const orderLabel = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const problems = style({ ...plainList, ...stack(vars.space.xs), color: vars.color.danger });
