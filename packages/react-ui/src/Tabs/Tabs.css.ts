import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: `calc(${vars.size.border} * -1)`,
  borderBottom: `${vars.size.focusRing} solid transparent`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
