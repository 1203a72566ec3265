import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bareImports } from './bare-imports';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

describe('the built previews entry', () => {
  it('imports only React, the recipe runtime, the light SDK entries and the pure state hooks (texts): no data hooks, TanStack Query or zod', () => {
    const entry = `${dist}previews/index.js`;
    expect(existsSync(entry), 'dist/ is missing: run `pnpm build` first').toBe(true);
    const imports = [...bareImports(entry)].sort();
    expect(imports.length).toBeGreaterThan(0);
    for (const specifier of imports) {
      expect(specifier).toMatch(
        /^(react|react\/jsx-runtime|@postify\/sdk\/(rules|format|messages)|@postify\/hooks\/state|@vanilla-extract\/recipes\/.+)$/,
      );
    }
  });
});
