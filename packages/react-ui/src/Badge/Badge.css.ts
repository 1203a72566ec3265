import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    // One line at its own width, never squeezed by its neighbours (they give way instead); only a badge
    // wider than its whole container ('Teste grátis até 28 de fevereiro de 2026' in a card at 320 px)
    // wraps inside it rather than push the page sideways.
    flexShrink: 0,
    maxWidth: '100%',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutralSoft, color: vars.color.onNeutralSoft },
      primary: { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
      success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
      warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
