import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, visuallyHidden } from '../theme/focus';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const toggle = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': focusRing,
  },
});

export const saving = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.onSuccessSoft,
});

export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  width: '100%',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const plan = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });

/** The features fill the card's height, so the plans' buttons line up at their bottoms. */
export const features = style({ flex: 1 });

export const srOnly = style(visuallyHidden);

/**
 * The room a plan's card takes while the plans load (a card of the reference plans is 22–23rem tall at any
 * width), so the page under them (the footer) stays where it is when they arrive. A class rather than
 * Skeleton's inline size: the pricing page is prerendered, and a `style` attribute in served HTML is refused
 * by a strict `style-src 'self'`.
 */
export const loadingPlaceholder = style({
  display: 'block',
  height: '22.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});
