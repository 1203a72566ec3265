import type { CSSProperties } from 'react';
import type { ThemeValues } from './contract.css';
import { vars } from './contract.css';

type Tree = { [key: string]: string | Tree };

function collect(contract: Tree, values: Tree, out: Record<string, string>): void {
  for (const [key, token] of Object.entries(contract)) {
    const value = values[key];
    if (value === undefined) continue;
    if (typeof token === 'string' && typeof value === 'string') {
      // A contract leaf reads `var(--name)`; the inline style needs the bare `--name`.
      out[token.slice(4, -1)] = value;
    } else if (typeof token === 'object' && typeof value === 'object') {
      collect(token, value, out);
    }
  }
}

/** Turns (partial) theme values into inline CSS custom properties, to re-theme a subtree without a build step. */
export function themeStyle(values: DeepPartial<ThemeValues>): CSSProperties {
  const out: Record<string, string> = {};
  collect(vars as unknown as Tree, values as Tree, out);
  return out as CSSProperties;
}

/** Every key optional, at any depth. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
