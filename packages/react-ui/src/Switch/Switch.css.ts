import { style } from '@vanilla-extract/css';
import { toggleLabel } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const switchRoot = style(toggleLabel);

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.icon} * 2)`,
  height: vars.size.icon,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.disabled },
  },
});

export const thumb = style({
  width: `calc(${vars.size.icon} - ${vars.space.xs})`,
  height: `calc(${vars.size.icon} - ${vars.space.xs})`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: `translateX(${vars.size.icon})` } },
});
