import { createGlobalTheme, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkThemeValues, lightThemeValues } from './tokens';

// The light values are also the page-wide defaults, so one component dropped into a partner's page
// without a ThemeProvider still looks right. Only namespaced custom properties are set: no resets.
createGlobalTheme(':root', vars, lightThemeValues);

/** Class that applies the default light theme's values to the contract. */
export const lightTheme = createTheme(vars, lightThemeValues);

/** Class that applies the dark theme's values to the contract. */
export const darkTheme = createTheme(vars, darkThemeValues);

/** Base class of every themed subtree: font, text colour and box sizing, scoped so nothing leaks. */
export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});

const reducedMotion = {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
};

// A user who asks for reduced motion gets instant transitions. The doubled class outranks any theme
// class (ours or a partner's `createTheme`) whatever order the style sheets load in.
globalStyle(`${root}${root}`, reducedMotion);
globalStyle(':root', reducedMotion);

globalStyle(`${root}, ${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
