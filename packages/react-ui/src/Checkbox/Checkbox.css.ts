import { style } from '@vanilla-extract/css';
import { toggleLabel } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const checkbox = style(toggleLabel);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  border: `${vars.size.focusRing} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: { background: vars.color.disabled, borderColor: vars.color.disabled },
    // Only a selected or indeterminate box shows its mark when disabled: an unselected one stays empty.
    [`${checkbox}[data-disabled][data-selected] &, ${checkbox}[data-disabled][data-indeterminate] &`]: {
      color: vars.color.onDisabled,
    },
  },
});
