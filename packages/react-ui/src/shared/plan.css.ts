import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { note as noteFragment, stack } from './fragments';

/** A plan's monthly price, large, with its unit (`unit`) in small muted type after it. */
export const price = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const unit = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

/** A line about the plan under its price: how it is billed, how many accounts, renewal dates. */
export const note = style(noteFragment);

/** The plan's features, as a bulleted list. */
export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  ...stack(vars.space.xxs),
  fontSize: vars.font.size.sm,
});
