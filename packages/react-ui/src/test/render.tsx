import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { ThemeProvider, type ThemeProviderProps } from '../theme';

/** Renders UI inside the default theme and pt-BR locale, as an app would. */
export function renderThemed(ui: ReactNode, options: Omit<ThemeProviderProps, 'children'> = {}) {
  return render(<ThemeProvider {...options}>{ui}</ThemeProvider>);
}
