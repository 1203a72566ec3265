import { type CSSProperties, createContext, useContext } from 'react';
import { lightTheme, root } from './themes.css';

/** What overlays need to carry the theme into portals outside the themed subtree. */
export interface ThemeContextValue {
  className: string;
  style?: CSSProperties;
}

/** Holds the active theme's classes so overlays rendered in portals look like their trigger. */
export const ThemeContext = createContext<ThemeContextValue>({ className: `${root} ${lightTheme}` });

/** Returns the active theme's class names and inline style, for elements portalled out of the tree. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}
