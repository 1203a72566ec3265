import { vars } from './contract.css';

/** The keyboard focus outline every interactive primitive shows, as a style fragment. */
export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRing,
} as const;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  margin: `calc(${vars.size.hairline} * -1)`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
