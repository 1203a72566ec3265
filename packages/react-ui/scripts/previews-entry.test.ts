import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Every bare module the built file imports, following its relative chunks. */
function bareImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g,
    )) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else bare.add(specifier);
    }
  };
  visit(entry);
  return bare;
}

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
