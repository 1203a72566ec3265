import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cardSurface, note, spreadRow, stack, subheading } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const card = recipe({
  base: { ...stack(vars.space.md), ...cardSurface },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const header = style(spreadRow(vars.space.sm));

export const title = style(subheading(vars.font.size.lg));

export const description = style(note);
