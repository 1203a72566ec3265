import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';
import { root } from '../src/theme/themes.css';

/** The story canvas: the theme's background and padding, so both themes are visible in screenshots. */
export const canvas = style({
  minHeight: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
});

// Screenshots must not depend on timing: no animation, no transition, no blinking caret.
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, {
  animationDuration: '0s',
  animationIterationCount: 1,
  transitionDuration: '0s',
  caretColor: 'transparent',
});

globalStyle('html, body', { margin: 0 });
