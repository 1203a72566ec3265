import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const hookFiles = sourceFiles(join(root, 'src')).filter((file) => !/\.test\.tsx?$/.test(file));
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');

describe('package boundaries', () => {
  it('ships no CSS', () => {
    expect(
      hookFiles.filter((file) => /\.(css|scss)(\.ts)?$/.test(file)).map((f) => relative(root, f)),
    ).toEqual([]);
  });

  it('imports no component library, no styles and no JSX runtime in hook files', () => {
    for (const file of hookFiles) {
      for (const source of imports(file)) {
        expect(source, relative(root, file)).not.toMatch(/react-ui|react-aria|\.css|jsx-runtime|react-dom/);
      }
    }
  });

  it('reaches the SDK only through its public entry points', () => {
    for (const file of hookFiles) {
      for (const source of imports(file).filter((s) => s.includes('sdk'))) {
        expect([
          '@postify/sdk',
          '@postify/sdk/schemas',
          '@postify/sdk/rules',
          '@postify/sdk/format',
          '@postify/sdk/messages',
          '@postify/sdk/import',
        ]).toContain(source);
      }
    }
  });
});

describe('the state entry (@postify/hooks/state)', () => {
  /** Every bare module a source file reaches through its relative imports (type-only imports included). */
  const bareImports = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const bare = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const source of imports(file)) {
        if (source.startsWith('.')) visit(join(file, '..', source.replace(/\.js$/, '.ts')));
        else bare.add(source);
      }
    };
    visit(entry);
    return bare;
  };

  it('never reaches TanStack Query, so plain components need only react', () => {
    const reached = [...bareImports(join(root, 'src/state/index.ts'))].sort();
    expect(reached).toContain('react');
    for (const source of reached)
      expect(source).toMatch(/^(react|@postify\/sdk(\/(rules|schemas|format|messages))?)$/);
  });
});
