import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { hairline, softTones, stack } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

// The region is portalled to the end of <body>, outside any themed ancestor, so it sets its own type.
export const region = style({
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    width: vars.size.toast,
    maxWidth: `calc(100vw - ${vars.space.xxl})`,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: hairline,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceRaised, color: vars.color.text },
      success: softTones.success,
      danger: softTones.danger,
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const content = style({ flex: 1, ...stack(vars.space.xxs) });

export const title = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const description = style({ fontSize: vars.font.size.sm });
