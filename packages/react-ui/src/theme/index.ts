export { type ThemeValues, vars } from './contract.css';
export { extendTheme } from './extendTheme';
export { type ThemeContextValue, useTheme } from './ThemeContext';
export { type ThemeName, ThemeProvider, type ThemeProviderProps, themeNames } from './ThemeProvider';
export { type DeepPartial, themeStyle } from './themeStyle';
export { darkTheme, lightTheme, root as themeRoot } from './themes.css';
export { darkThemeValues, lightThemeValues } from './tokens';
