import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingBlockStart: 0 } },
  minWidth: 0,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const account = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const time = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const reason = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.onDangerSoft,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  overflowWrap: 'anywhere',
});

export const warning = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.onWarningSoft,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
});

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
