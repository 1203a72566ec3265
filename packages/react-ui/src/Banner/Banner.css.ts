import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
    tone: {
      info: {
        background: vars.color.primarySoft,
        color: vars.color.onPrimarySoft,
        borderColor: vars.color.primary,
      },
      success: {
        background: vars.color.successSoft,
        color: vars.color.onSuccessSoft,
        borderColor: vars.color.success,
      },
      warning: {
        background: vars.color.warningSoft,
        color: vars.color.onWarningSoft,
        borderColor: vars.color.warning,
      },
      danger: {
        background: vars.color.dangerSoft,
        color: vars.color.onDangerSoft,
        borderColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ fontWeight: vars.font.weight.semibold });
