// Screenshots of every route at 1280 px and 375 px, for review: `pnpm --filter @postify/host screenshots`.
// Builds nothing itself (the script builds first), starts the API on a fresh embedded database with the demo
// seed and the built console behind its production server, signs in as the demo user with the e-mailed code
// from the development mailbox, and writes `screenshots/<route>@<width>.png`. Motion is reduced and the
// clock is the machine's, so dates on the screens are today's. Emoji are drawn with Noto Emoji (see
// `loadEmojiFont`): the machines that take them have no emoji font and would draw boxes.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';

// Playwright comes from the e2e workspace package, which already pins it: no second copy for the host.
const require = createRequire(fileURLToPath(new URL('../../../e2e/package.json', import.meta.url)));
const { chromium } = require('@playwright/test');
const { AxeBuilder } = require('@axe-core/playwright');
const emojiFontDir = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-emoji/400.css'));

const apiPort = Number(process.env.SCREENSHOTS_API_PORT ?? 3190);
const hostPort = Number(process.env.SCREENSHOTS_HOST_PORT ?? 4290);
const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
const appUrl = `http://127.0.0.1:${hostPort}`;
// The committed screenshots by default; `pnpm review` (scripts/review.mjs) writes beside them instead.
const out = process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const widths = [1280, 375];
const publicPaths = [
  '/',
  '/pricing',
  '/about',
  '/waiting',
  '/signin',
  '/signup',
  '/reset-password',
  '/verify',
  '/privacy-policy',
  '/tos',
  '/nao-existe',
];
const consolePaths = [
  '/dashboard',
  '/posts',
  '/posts/create',
  '/calendar',
  '/settings',
  '/billing',
  '/storage',
];
const demo = { email: 'demo@postify.dev', password: 'Demo@1234' };

const children = [];
function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

async function waitFor(url, seconds = 90) {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    const dead = children.find((child) => child.exitCode !== null);
    if (dead)
      throw new Error(`${dead.spawnargs.join(' ')} exited with ${dead.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function latestCode(since) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await fetch(`${apiUrl}/dev/mailbox?to=${encodeURIComponent(demo.email)}&limit=5`);
    const body = await answer.json();
    const message = body.data.find((m) => new Date(m.createdAt) >= since);
    const code = message?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no sign-in code in the development mailbox');
}

const fileName = (path) => (path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-'));

// Noto Emoji's faces, and the same faces once more as part of 'Inter Variable', the theme's first family:
// Chromium on Linux never reaches 'Noto Emoji' at the end of the theme's stack for an emoji (it stops at the
// generic `sans-serif`, DejaVu Sans, which draws a box). Those extra faces carry only the ranges from U+2300
// (below it Inter has its own digits, '#', ©, ™ and arrows, which stay Inter's) and Inter's weight range, so
// bold text finds them too.
const emojiFontCss = readFileSync(join(emojiFontDir, '400.css'), 'utf8');
const emojiInInterCss = emojiFontCss
  .split(/(?=@font-face)/)
  .map((block) => {
    const ranges = /unicode-range: ([^;]+);/.exec(block)?.[1];
    if (!block.startsWith('@font-face') || !ranges) return '';
    const emojiRanges = ranges
      .split(',')
      .filter((range) => Number.parseInt(range.trim().slice(2), 16) >= 0x2300);
    if (emojiRanges.length === 0) return '';
    return block
      .replace("font-family: 'Noto Emoji'", "font-family: 'Inter Variable'")
      .replace(/font-weight: \d+;/, 'font-weight: 100 900;')
      .replace(ranges, emojiRanges.join(','));
  })
  .join('');

// The stylesheet and its files, answered by the browser context itself under the console's origin, so the
// Content-Security-Policy (style-src and font-src 'self') lets the page load them.
const emojiFontPath = '/__screenshots/noto-emoji/';
async function serveEmojiFont(context) {
  await context.route(`${appUrl}${emojiFontPath}**`, (route) => {
    const file = normalize(new URL(route.request().url()).pathname.slice(emojiFontPath.length));
    if (file === 'emoji.css')
      return route.fulfill({ contentType: 'text/css', body: `${emojiFontCss}\n${emojiInInterCss}` });
    if (file.startsWith('..')) return route.abort();
    return route.fulfill({ path: join(emojiFontDir, file) });
  });
}
async function loadEmojiFont(page) {
  await page.addStyleTag({ url: `${emojiFontPath}emoji.css` });
  // Only the ranges a page uses are fetched: ask for those of its text, then let it draw with them.
  await page.evaluate(async () => {
    await document.fonts.load("1em 'Inter Variable'", document.body.textContent ?? '');
    await document.fonts.ready;
  });
}

async function shoot(page, path) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
    await loadEmojiFont(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `${fileName(path)}@${width}.png`), fullPage: true });
    // The e2e suite fails on axe violations; here they are listed so a reviewer sees them beside the picture.
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations
      .map((v) => `${v.id} (${v.nodes.map((node) => node.target.join(' ')).join(' | ')})`)
      .join(', ');
    console.log(`${found ? '!' : '✓'} ${path} @ ${width}px${found ? ` — axe: ${found}` : ''}`);
  }
}

mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'postify-screenshots-'));
start('pnpm', ['--filter', '@postify/api', 'start'], {
  cwd: repo,
  env: {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    PUBLIC_APP_URL: appUrl,
    // As deployed: the API on the console's origin (server.mjs proxies /api), so the signed media links
    // pass the console's CSP (img-src 'self').
    PUBLIC_API_URL: appUrl,
    LOG_LEVEL: 'warn',
    // The demo user signs in with a code from the development mailbox: both opt-ins.
    DEV_MAILBOX: '1',
    SEED_DEMO: '1',
    TRUST_PROXY: 'loopback',
    // Every route twice, back to back, from one address: more than a person asks for in a minute.
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});
start('node', ['server.mjs'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: { ...process.env, PORT: String(hostPort), API_URL: `http://127.0.0.1:${apiPort}` },
});

try {
  await waitFor(`${apiUrl}/health`);
  await waitFor(appUrl);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
  await serveEmojiFont(context);
  const page = await context.newPage();
  for (const path of publicPaths) await shoot(page, path);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${appUrl}/signin`);
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('E-mail').fill(demo.email);
  await page.getByLabel('Senha', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const code = await latestCode(since);
  await page.getByLabel('Dígito 1 de 6').fill(code);
  await page.waitForURL(`${appUrl}/dashboard`);
  for (const path of consolePaths) await shoot(page, path);
  await browser.close();
} finally {
  stopAll();
}
