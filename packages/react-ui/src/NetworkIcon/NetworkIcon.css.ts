import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The mark keeps its square and never shrinks in a flex row beside a name. */
export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

/** A network without a mark: the theme's muted tile, so it reads as "some network" in light and dark. */
export const unknownTile = style({ fill: vars.color.textMuted });

export const unknownInitial = style({
  fill: vars.color.surface,
  fontFamily: vars.font.family.body,
  fontSize: '13px',
  fontWeight: vars.font.weight.semibold,
});
