import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossings, repositoryCrossings, workspaces } from './workspace-boundaries.mjs';

const root = join(import.meta.dirname, '..');

describe('workspace boundaries', () => {
  it('finds the workspaces of pnpm-workspace.yaml and the examples', () => {
    const names = workspaces(root).map((dir) => dir.slice(root.length + 1));
    expect(names).toEqual(
      expect.arrayContaining([
        'packages/sdk',
        'apps/api',
        'apps/host',
        'bench',
        'e2e',
        'examples/partner-embed',
      ]),
    );
  });

  it('has no relative import that leaves its workspace, in any workspace', () => {
    expect(repositoryCrossings(root)).toEqual([]);
  });

  it('catches a relative path out of the workspace in every import form, and lets its own files be', () => {
    const workspace = '/repo/bench';
    const file = '/repo/bench/src/run.ts';
    // A bench file with every import form; the text sits in a fixture so this file holds no such import.
    const source = readFileSync(join(import.meta.dirname, 'fixtures/crossing-imports.txt'), 'utf8');
    expect(crossings('/repo', workspace, [file], () => source)).toEqual([
      `bench/src/run.ts: ../../apps/api/src/server.js`,
      `bench/src/run.ts: ../../packages/sdk/src/index.js`,
      `bench/src/run.ts: ../../scripts/setup.mjs`,
      `bench/src/run.ts: ../../apps/api/src/config.js`,
      `bench/src/run.ts: ../../e2e/fixtures.js`,
      `bench/src/run.ts: ../../apps/api/src/seed/demo.js`,
    ]);
  });
});
