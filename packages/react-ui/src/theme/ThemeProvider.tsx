import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { type Messages, MessagesProvider } from '../messages';
import { cx } from '../shared/cx';
import { ThemeContext } from './ThemeContext';
import type { DeepPartial } from './themeStyle';
import { darkTheme, lightTheme, root } from './themes.css';

/** The built-in theme names; any other class made with `createTheme(vars, …)` may be passed as `themeClassName`. */
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

const themeClasses: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

export interface ThemeProviderProps {
  children: ReactNode;
  /** Built-in theme to apply; ignored when `themeClassName` is given. */
  theme?: ThemeName;
  /** A partner theme class created with vanilla-extract's `createTheme(vars, values)`. */
  themeClassName?: string;
  /** Inline overrides, typically from `themeStyle(values)`. */
  style?: CSSProperties;
  className?: string;
  /** Locale for dates, numbers and react-aria's built-in strings. */
  locale?: string;
  /** Overrides of the default pt-BR copy. */
  messages?: DeepPartial<Messages>;
}

/** Applies a theme, the pt-BR locale and the copy to everything inside it, portalled overlays included. */
export function ThemeProvider({
  children,
  theme = 'light',
  themeClassName,
  style,
  className,
  locale = 'pt-BR',
  messages,
}: ThemeProviderProps) {
  const themeClass = `${root} ${themeClassName ?? themeClasses[theme]}`;
  const value = useMemo(() => ({ className: themeClass, style }), [themeClass, style]);
  return (
    <ThemeContext.Provider value={value}>
      <I18nProvider locale={locale}>
        <MessagesProvider messages={messages}>
          <div className={cx(themeClass, className)} style={style}>
            {children}
          </div>
        </MessagesProvider>
      </I18nProvider>
    </ThemeContext.Provider>
  );
}
