import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.skeleton,
    animation: `${pulse} calc(${vars.motion.slow} * 5) ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: vars.font.size.md, borderRadius: vars.radius.sm },
      // Exactly one line box of the text around it (1lh, on the line's own baseline), so the text that
      // replaces it takes the same height; the bar drawn is the font's size, centred in the line.
      line: {
        display: 'inline-block',
        verticalAlign: 'top',
        boxSizing: 'border-box',
        height: '1lh',
        paddingBlock: 'calc((1lh - 1em) / 2)',
        backgroundClip: 'content-box',
        borderRadius: vars.radius.sm,
      },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'text' },
});
