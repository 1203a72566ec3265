// tsc writes extensionless relative imports in .d.ts files; Node's ESM resolution (and attw's node16
// check) needs explicit ones. Rewrites './Button' to './Button/index.js' and './Button.css' to
// './Button.css.js' according to the declaration files that exist.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const specifier = /(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

function resolved(fileDir, spec) {
  if (/\.(js|mjs|cjs|json)$/.test(spec)) return spec;
  if (existsSync(join(fileDir, `${spec}.d.ts`))) return `${spec}.js`;
  if (existsSync(join(fileDir, spec, 'index.d.ts'))) return `${spec}/index.js`;
  return spec;
}

let changed = 0;
for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join(dist, file);
  const text = readFileSync(path, 'utf8');
  const next = text.replace(
    specifier,
    (_m, lead, quote, spec) => `${lead}${quote}${resolved(dirname(path), spec)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(path, next);
    changed += 1;
  }
}
console.log(`declaration imports made explicit in ${changed} files`);
