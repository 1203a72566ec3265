import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus';

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xs,
});

export const criterion = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.xs },
  variants: {
    met: {
      true: { color: vars.color.onSuccessSoft },
      false: { color: vars.color.textMuted },
    },
  },
});

export const level = recipe({
  base: { margin: 0, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold },
  variants: {
    tone: {
      danger: { color: vars.color.danger },
      warning: { color: vars.color.onWarningSoft },
      success: { color: vars.color.onSuccessSoft },
    },
  },
});

export const meter = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
});

export const segment = recipe({
  base: { height: vars.space.xs, borderRadius: vars.radius.full, background: vars.color.skeleton },
  variants: {
    tone: {
      off: {},
      danger: { background: vars.color.danger },
      warning: { background: vars.color.warning },
      success: { background: vars.color.success },
    },
  },
});

export const strength = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const hidden = style(visuallyHidden);
