// Size budgets of the built app: the JavaScript a route needs before it can render (the entry chunk,
// the route's lazy chunks and everything they import statically), minified by Vite and measured gzipped.
// Components a screen itself loads lazily are reported beside it (initial, and initial + the component).
// Run after `vite build`: `node scripts/budgets.mjs`. Exits non-zero when a route is over its budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { closure as chunksOf, readManifest, routes } from './manifest.mjs';

// `node scripts/budgets.mjs [dist] [--json]`: another build directory than dist/ can be measured; --json
// prints the figures for the benchmark (bench/src/bundle.ts) instead of the table.
const json = process.argv.includes('--json');
const distArg = process.argv.slice(2).find((arg) => arg !== '--json');
const dist = distArg
  ? new URL(`file://${distArg.replace(/\/?$/, '/')}`)
  : new URL('../dist/', import.meta.url);
const { manifest, entryKey } = readManifest(dist);
const KB = 1000;
/** Routes whose initial JavaScript must carry no zod. */
const zodFree = new Set(['/']);
const closure = (key, seen) => chunksOf(manifest, key, seen);
const routeModules = new Set(routes.flatMap((route) => route.modules));

const gzipped = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const total = (files) => [...files].reduce((sum, file) => sum + gzipped(file), 0);
const kb = (size) => `${(size / KB).toFixed(1).padStart(6)} KB`;
/**
 * A lazily loaded part by its package entry (`PostsGrid` for `…/react-ui/dist/PostsGrid/index.js`), its
 * package's lazy chunk (`Drawer` for `…/react-ui/dist/Drawer-5QICR7J6.js`) or its chunk name.
 */
const partName = (key) =>
  key.match(/\/dist\/([^/]+)\/index\.js$/)?.[1] ??
  key.match(/\/dist\/([A-Za-z]+)-[A-Z0-9]{8}\.js$/)?.[1] ??
  manifest[key].name ??
  key;
let failed = false;
const rows = [];
const figures = [];
for (const { route, modules, budget } of routes) {
  const screen = modules.at(-1);
  if (!manifest[screen]) continue; // the route's screen is not part of this build
  const files = closure(entryKey);
  for (const module of modules) closure(module, files);
  const size = total(files);
  const over = size > budget;
  failed ||= over;
  // A screen or frame that loads a heavy component lazily (React.lazy in its module) renders first
  // without it: its budget is on that initial JavaScript, and the figure with the lazy parts is printed
  // beside it so the full cost stays visible.
  // The frames' lazy parts count too (PostifyScope's toast region, the console's project switcher).
  // The other routes' screens a frame provides (src/app/screens.ts) are not parts of this one.
  const lazyParts = [...new Set(modules.flatMap((module) => manifest[module]?.dynamicImports ?? []))].filter(
    (key) => manifest[key] && !routeModules.has(key),
  );
  const withLazy = new Set(files);
  for (const key of lazyParts) closure(key, withLazy);
  const lazyNote =
    lazyParts.length > 0
      ? `   + lazily loaded ${lazyParts.map(partName).join(', ')}: ${kb(total(withLazy)).trim()} in all`
      : '';
  figures.push({
    name: route,
    bytes: size,
    budgetBytes: budget,
    withinBudget: !over,
    ...(lazyParts.length > 0 && { lazilyLoaded: lazyParts.map(partName), withLazyBytes: total(withLazy) }),
  });
  rows.push(`${over ? '✗' : '✓'} ${route.padEnd(22)} ${kb(size)} of ${budget / KB} KB initial${lazyNote}`);
  // The landing fetches the SDK's schemas (and zod with them) after first paint; the bundler's own chunking
  // keeps zod out of its initial JavaScript, and this says so if a change ever pulls it back in.
  const withZod = zodFree.has(route)
    ? [...files].filter((file) => readFileSync(new URL(file, dist), 'utf8').includes('_zod'))
    : [];
  if (withZod.length > 0) {
    failed = true;
    rows.push(`✗ ${route.padEnd(22)} zod in its initial JavaScript: ${withZod.join(', ')}`);
  }
}
console.log(json ? JSON.stringify(figures, null, 2) : rows.join('\n'));
if (failed) {
  console.error('A route is over its JavaScript budget, or the landing carries zod.');
  process.exit(1);
}
