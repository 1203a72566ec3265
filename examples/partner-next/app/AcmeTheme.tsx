'use client';

import { ToastRegion } from '@postify/react-ui/ToastRegion';
import { ThemeProvider, themeStyle } from '@postify/react-ui/theme';
import type { ReactNode } from 'react';

/** Acme's brand on Postify's theme contract: only the tokens Acme changes; the rest is the light theme. */
const acmeTheme = themeStyle({
  color: { primary: '#0f766e', primaryHover: '#115e59', focusRing: '#0f766e' },
  radius: { md: '2px', lg: '4px' },
});

/** Postify's theme (and its toasts) around the page; server components pass through as children. */
export function AcmeTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider style={acmeTheme}>
      {children}
      <ToastRegion />
    </ThemeProvider>
  );
}
