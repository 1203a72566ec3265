import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bareImports } from './bare-imports';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const folders = existsSync(dist)
  ? readdirSync(dist, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];
const plainEntries = [
  'index.js',
  ...folders
    .filter((folder) => folder.name !== 'connected' && existsSync(`${dist}${folder.name}/index.js`))
    .map((folder) => `${folder.name}/index.js`),
];
const connectedEntries = existsSync(`${dist}connected`)
  ? readdirSync(`${dist}connected`)
      .filter((file) => file.endsWith('.js'))
      .map((file) => `connected/${file}`)
  : [];

describe('the built entry points', () => {
  it('exist (run `pnpm build` first)', () => {
    expect(plainEntries.length).toBeGreaterThan(40);
    expect(connectedEntries).toContain('connected/PostComposer.js');
  });

  // TanStack Query is an optional peer: a partner with only react and react-dom imports any plain entry,
  // including the package root (dynamic imports count too: a bundler would still resolve them).
  it.each(plainEntries)('%s never reaches @tanstack/react-query or the data hooks', (entry) => {
    const reached = [...bareImports(`${dist}${entry}`)];
    expect(
      reached.filter((specifier) => /^(@tanstack\/react-query|@postify\/hooks)$/.test(specifier)),
    ).toEqual([]);
  });

  it('keep the connected components to their own entries', () => {
    expect(bareImports(`${dist}connected/PostComposer.js`)).toContain('@postify/hooks');
  });

  // Next.js App Router: a server component imports the components directly as client references.
  it.each([...plainEntries, ...connectedEntries])("%s starts with 'use client'", (entry) => {
    expect(readFileSync(`${dist}${entry}`, 'utf8').startsWith("'use client';\n")).toBe(true);
  });
});
