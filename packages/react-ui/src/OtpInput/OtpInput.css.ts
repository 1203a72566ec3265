import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const boxes = style({ display: 'flex', gap: vars.space.sm });

// Six 48 px boxes and their gaps need 328 px: on narrower screens (320 px) they share the row instead.
export const box = style({
  width: vars.size.controlLg,
  minWidth: 0,
  height: `calc(${vars.size.controlLg} + ${vars.space.sm})`,
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.disabled, color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs });
