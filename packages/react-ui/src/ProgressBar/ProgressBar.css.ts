import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const track = style({
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.skeleton,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
    },
  },
});
