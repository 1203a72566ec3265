import { style } from '@vanilla-extract/css';
import { spreadRow } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const calendarDialog = style({ padding: vars.space.md, outline: 'none' });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const calendarHeader = style(spreadRow(vars.space.sm));

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  padding: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.neutralSoft },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
});
