// Size budgets of the built app: the JavaScript a route needs before it can render (the entry chunk,
// the route's lazy chunks and everything they import statically), minified by Vite and measured gzipped.
// Components a screen itself loads lazily are reported beside it (initial, and initial + the component).
// Run after `vite build`: `node scripts/budgets.mjs`. Exits non-zero when a route is over its budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// `node scripts/budgets.mjs [dist] [--json]`: another build directory than dist/ can be measured; --json
// prints the figures for the benchmark (bench/src/bundle.ts) instead of the table.
const json = process.argv.includes('--json');
const distArg = process.argv.slice(2).find((arg) => arg !== '--json');
const dist = distArg
  ? new URL(`file://${distArg.replace(/\/?$/, '/')}`)
  : new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const KB = 1000;
// The spec budgets the landing (125 KB) and the console (250 KB); the other public pages, which carry the
// form fields, the OTP input or the live plans, get a budget of their own between the two.
const FORMS = 175 * KB;
// Every screen that uses a data hook also loads the hooks' provider route (src/app/PostifyScope.tsx).
const SCOPE = 'src/app/PostifyScope.tsx';

/** Route → the source modules it loads lazily, and its budget. */
const routes = [
  { route: '/', modules: ['src/pages/public/LandingPage.tsx'], budget: 125 * KB },
  { route: '/pricing', modules: [SCOPE, 'src/pages/public/PricingPage.tsx'], budget: FORMS },
  { route: '/waiting', modules: [SCOPE, 'src/pages/public/WaitingPage.tsx'], budget: FORMS },
  { route: '/about', modules: [SCOPE, 'src/pages/public/AboutPage.tsx'], budget: FORMS },
  { route: '/privacy-policy', modules: ['src/pages/legal/PrivacyPolicyPage.tsx'], budget: 125 * KB },
  { route: '/tos', modules: ['src/pages/legal/TermsPage.tsx'], budget: 125 * KB },
  { route: '/signin', modules: [SCOPE, 'src/pages/auth/SignInPage.tsx'], budget: FORMS },
  { route: '/signup', modules: [SCOPE, 'src/pages/auth/SignUpPage.tsx'], budget: FORMS },
  { route: '/reset-password', modules: [SCOPE, 'src/pages/auth/ResetPasswordPage.tsx'], budget: FORMS },
  { route: '/verify', modules: [SCOPE, 'src/pages/auth/VerifyPage.tsx'], budget: FORMS },
  ...['Dashboard', 'Posts', 'CreatePost', 'Calendar', 'Settings', 'Billing', 'Storage'].map((name) => ({
    route: `console: ${name}`,
    modules: [SCOPE, 'src/layout/ConsoleLayout.tsx', `src/pages/console/${name}Page.tsx`],
    budget: 250 * KB,
  })),
];

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest: build with build.manifest enabled');

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipped = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const total = (files) => [...files].reduce((sum, file) => sum + gzipped(file), 0);
const kb = (size) => `${(size / KB).toFixed(1).padStart(6)} KB`;
/** A lazily loaded part by its package entry (`PostsGrid` for `…/react-ui/dist/PostsGrid/index.js`) or chunk name. */
const partName = (key) => key.match(/\/dist\/([^/]+)\/index\.js$/)?.[1] ?? manifest[key].name ?? key;
let failed = false;
const rows = [];
const figures = [];
for (const { route, modules, budget } of routes) {
  const screen = modules.at(-1);
  if (!manifest[screen]) continue; // the route's screen is not part of this build
  const files = closure(entry[0]);
  for (const module of modules) closure(module, files);
  const size = total(files);
  const over = size > budget;
  failed ||= over;
  // A screen that loads a heavy component lazily (React.lazy in the screen's module) renders its frame
  // and a loading state first: its budget is on that initial JavaScript, and the figure with the
  // component is printed beside it so the full cost stays visible.
  const lazyParts = (manifest[screen].dynamicImports ?? []).filter((key) => manifest[key]);
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
}
console.log(json ? JSON.stringify(figures, null, 2) : rows.join('\n'));
if (failed) {
  console.error('A route is over its JavaScript budget.');
  process.exit(1);
}
