import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { softTones, stack } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid transparent`,
    fontSize: vars.font.size.sm,
  },
  variants: {
    tone: softTones,
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({ flex: 1, ...stack(vars.space.xxs) });

export const title = style({ fontWeight: vars.font.weight.semibold });
