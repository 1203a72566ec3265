import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.primarySoft,
    color: vars.color.onPrimarySoft,
    fontWeight: vars.font.weight.semibold,
    textTransform: 'uppercase',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.font.size.sm },
      md: { width: vars.size.avatar, height: vars.size.avatar, fontSize: vars.font.size.md },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.font.size.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
