import type { ThemeValues } from './contract.css';
import type { DeepPartial } from './themeStyle';

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, overrides: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

/**
 * Completes a partial partner theme from a base theme, for vanilla-extract's `createTheme(vars, values)`,
 * which needs every token: `createTheme(vars, extendTheme(lightThemeValues, { color: { primary: '#e11d48' } }))`.
 */
export function extendTheme(base: ThemeValues, overrides: DeepPartial<ThemeValues>): ThemeValues {
  return merge(base as unknown as Tree, overrides as Tree) as unknown as ThemeValues;
}
