// Writes one `exports` subpath per component folder into package.json (`--check` only reports drift),
// so `@postify/react-ui/Button` resolves to that component's own ESM entry.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const pkgUrl = new URL('../package.json', import.meta.url);
const srcUrl = new URL('../src/', import.meta.url);

const folders = readdirSync(srcUrl, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.ts`, srcUrl)))
  .map((entry) => entry.name)
  .sort();

const entry = (src, dist) => ({ '@postify/source': src, types: `${dist}.d.ts`, default: `${dist}.js` });
const expected = { '.': entry('./src/index.ts', './dist/index') };
for (const name of folders) expected[`./${name}`] = entry(`./src/${name}/index.ts`, `./dist/${name}/index`);
expected['./styles.css'] = './dist/styles.css';
expected['./package.json'] = './package.json';

const pkg = JSON.parse(readFileSync(pkgUrl, 'utf8'));
if (process.argv.includes('--check')) {
  if (JSON.stringify(pkg.exports) !== JSON.stringify(expected)) {
    console.error(
      'package.json exports are out of date: run `pnpm --filter @postify/react-ui sync-exports`.',
    );
    process.exit(1);
  }
  console.log(`exports up to date (${folders.length} component entries)`);
} else {
  pkg.exports = expected;
  writeFileSync(pkgUrl, `${JSON.stringify(pkg, null, 2)}\n`);
  console.log(`wrote ${folders.length} component entries`);
}
