import { style } from '@vanilla-extract/css';
import { hairline, plainList, row, stack } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const summary = style(row(vars.space.md));

export const steps = style({ ...plainList, ...stack(vars.space.sm) });

export const step = style({
  border: hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const stepHeading = style({ margin: 0, fontSize: 'inherit' });

export const stepToggle = style({
  ...row(vars.space.sm),
  width: '100%',
  minHeight: vars.size.control,
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  selectors: {
    '&[data-completed]': {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.onSuccess,
    },
  },
});

export const stepBody = style({
  ...stack(vars.space.sm),
  alignItems: 'flex-start',
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});

export const description = style({ margin: 0, color: vars.color.textMuted });
