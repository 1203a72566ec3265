import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `${vars.size.focusRing} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.onPrimarySoft,
    },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
