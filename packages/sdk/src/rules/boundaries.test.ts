import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const filesOf = (dir: string): string[] =>
  readdirSync(join(src, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(join(dir, e.name)) : [join(src, dir, e.name)],
  );

describe('rule entries', () => {
  it('import no React, no DOM library and no client code', () => {
    const files = ['schemas', 'format', 'networks', 'rules']
      .flatMap(filesOf)
      .filter((f) => !/\.test(-d)?\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const sources = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');
      for (const source of sources)
        expect(source, file).toMatch(/^(\.{1,2}\/(?!client|middleware|session|upload)|zod\/mini$)/);
    }
  });
});
