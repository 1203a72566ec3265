// Renders the public pages at build time so a phone paints them before any script has run; main.tsx then
// hydrates the markup. Run after `vite build`: `node scripts/prerender.mjs [dist]`.
//
// Each page becomes <route>/index.html in the build (/ is index.html) with its document title and a preload
// link for the font; the empty shell every other route needs moves to spa.html, which server.mjs
// serves for any path without a file of its own.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const hostDir = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(process.argv[2] ?? join(hostDir, 'dist'));
const renderer = join(hostDir, 'node_modules/.prerender');
const emptyRoot = '<div id="root"></div>';

await build({
  root: hostDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: renderer,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
  },
});
const { prerenderPage, prerenderedPaths, documentTitle } = await import(
  pathToFileURL(join(renderer, 'prerender.js')).href
);

const spa = join(dist, 'spa.html');
const shell = readFileSync(existsSync(spa) ? spa : join(dist, 'index.html'), 'utf8');
if (!shell.includes(emptyRoot)) throw new Error(`the shell has no ${emptyRoot} to fill`);
writeFileSync(spa, shell);

const assets = readdirSync(join(dist, 'assets'));
// Every class name the browser build knows: its stylesheets, and its scripts for classes with no rules.
const browserBuild = assets
  .filter((file) => /\.(css|js)$/.test(file))
  .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
  .join('\n');
// The text's font (Inter, Latin subset), fetched with the stylesheet rather than after it. The route's own
// chunks get no preload link: the entry's import() of the screen preloads them when it runs, after the
// first paint; listed in the page, their ~50 requests competed with it (Lighthouse's simulated phone
// counted them before the paint: /signin 86–99, 98 without).
const font = assets.find((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file));
const fontPreload = font
  ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`
  : '';

/**
 * A class of the markup the browser build does not know: the two builds named a style differently, and
 * hydration would keep the wrong name (React does not compare attributes in production).
 */
function unknownClass(html) {
  for (const [, list] of html.matchAll(/class="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name && !browserBuild.includes(name)) return name;
  return null;
}

/**
 * The shell's scripts at low fetch priority: a prerendered page paints from its markup, stylesheets and font,
 * and its scripts only hydrate it, so they must not compete with those for the first paint. At the default
 * (high) priority Lighthouse's simulated phone counts every one of them as blocking the paint.
 */
function hydrationScripts(html) {
  if (!html.includes('<script type="module" crossorigin'))
    throw new Error('the shell has no module script to lower');
  return html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

for (const path of prerenderedPaths) {
  const markup = await prerenderPage(path);
  const unknown = unknownClass(markup);
  if (unknown) throw new Error(`${path}: class "${unknown}" is in the markup but not in the browser build`);
  const page = hydrationScripts(shell)
    .replace('<title>Postify</title>', `<title>${documentTitle(path)}</title>`)
    .replace('</head>', `  ${fontPreload}\n  </head>`)
    .replace(emptyRoot, `<div id="root">${markup}</div>`);
  const file = join(dist, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`prerendered ${path.padEnd(16)} ${(markup.length / 1000).toFixed(1)} KB of markup`);
}
