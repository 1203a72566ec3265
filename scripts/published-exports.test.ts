import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
type Exports = Record<string, string | Record<string, string>>;
type Manifest = { exports: Exports; publishConfig?: { exports?: Exports } };

/** The workspace's exports as they must be published: the same entries, without the private condition. */
const withoutSource = (exports: Exports): Exports =>
  Object.fromEntries(
    Object.entries(exports).map(([entry, target]) => [
      entry,
      typeof target === 'string'
        ? target
        : Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== '@postify/source')),
    ]),
  );

// `pnpm pack` replaces `exports` with `publishConfig.exports` whole: an entry added to one and not the other
// would vanish from the tarball (or leak the workspace's source condition into it).
describe.each(['sdk', 'hooks', 'react-ui'])('packages/%s published exports', (name) => {
  it('are the workspace exports without @postify/source', () => {
    const manifest = JSON.parse(
      readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'),
    ) as Manifest;
    expect(manifest.publishConfig?.exports).toEqual(withoutSource(manifest.exports));
    expect(JSON.stringify(manifest.publishConfig?.exports)).not.toContain('@postify/source');
  });
});
