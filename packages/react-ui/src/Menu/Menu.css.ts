import { recipe } from '@vanilla-extract/recipes';
import * as overlayStyles from '../shared/overlay.css';
import { vars } from '../theme/contract.css';

export const item = recipe({
  base: [overlayStyles.item],
  variants: {
    tone: {
      default: {},
      danger: {
        color: vars.color.danger,
        selectors: {
          '&[data-focused]': { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
        },
      },
    },
  },
});
