import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';

/** The story canvas: the theme's background and padding, so both themes are visible in screenshots. */
export const canvas = style({
  minHeight: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
});

// Motion stays on here so designers review it; story tests freeze it before screenshots (vitest.setup.ts).
globalStyle('html, body', { margin: 0 });
