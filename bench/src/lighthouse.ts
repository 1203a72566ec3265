// Lighthouse (mobile preset, Debian chromium) on the public pages and, signed in as the demo user, on the
// dashboard; then INP from a scripted interaction (the dashboard's 'Criar post' button, a caption typed into the
// composer) measured with the `web-vitals` attribution build.
//
// One Lighthouse run varies by several points on a shared machine, so each route runs LIGHTHOUSE_RUNS
// times (3 by default, as Lighthouse's own guidance on variability suggests) and the median run by
// performance is reported, with the range of all runs beside it. LIGHTHOUSE_ROUTES=/,/pricing picks routes.
//
// The result says what was measured: the build (its commit, stamped by `pnpm bench`), the origins the API's
// links point at, the demo data, the browser and the machine's load. The README's earlier figures carried
// none of it and could not be told apart from a later, heavier console.

import { execFileSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, uptime } from 'node:os';
import { dirname, join } from 'node:path';
import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildStampFile, hostDist, startProduct } from './product.js';
import { writeResult } from './results.js';
import { call, type Session, signInDemo } from './session.js';

const routes = (process.env.LIGHTHOUSE_ROUTES ?? '/,/pricing,/signin,/dashboard').split(',').filter(Boolean);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const require = createRequire(import.meta.url);

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  speedIndexMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** What moved, by Lighthouse's `layout-shifts` audit: the element's selector and its share of the CLS. */
  layoutShifts: { selector: string; score: number }[];
  /** The best-practices audits that failed (console errors, CSP refusals…), by id. */
  failedBestPractices: string[];
  finalUrl: string;
}

/** The elements that moved and how much each counted, from the `layout-shifts` audit's table. */
function layoutShiftsOf(audit: { details?: unknown } | undefined): RunFigures['layoutShifts'] {
  const items = (audit?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.flatMap((item) => {
    const { node, score } = item as { node?: { selector?: string }; score?: number };
    return node?.selector && typeof score === 'number'
      ? [{ selector: node.selector, score: Number(score.toFixed(3)) }]
      : [];
  });
}

/** What the figures were measured against. */
async function measuredAgainst(product: { appUrl: string; publicApiUrl: string }, session: Session) {
  const stamp = await readFile(join(hostDist, buildStampFile), 'utf8').then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    () => null,
  );
  const builtAt = await stat(join(hostDist, 'index.html')).then((s) => s.mtime.toISOString());
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const posts = await call<{ totalItems: number }>(`${product.appUrl}/api/v1`, '/posts?page=1&size=1', {
    token: session.accessToken,
  }).then(
    (page) => page.totalItems,
    () => null,
  );
  return {
    build: {
      dir: hostDist,
      builtAt,
      // Written by `pnpm bench` when it builds; a build made by hand has none.
      stamp: stamp ?? 'none: built outside `pnpm bench`, commit unknown',
      checkout: { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 },
    },
    console: product.appUrl,
    apiLinksOrigin: product.publicApiUrl,
    data: { seed: 'demo (SEED_DEMO=1) on a fresh PGlite database', demoUserPosts: posts },
    browser: { chromium: chromiumPath, lighthouse: require('lighthouse/package.json').version as string },
    machineLoad: {
      loadavg1m: Number(loadavg()[0]?.toFixed(2)),
      uptimeHours: Number((uptime() / 3600).toFixed(1)),
    },
  };
}

interface InpFigures {
  cpuSlowdown: number;
  inpMs: number | null;
  interactions: number;
  slowest: {
    target: string;
    type: string;
    inputDelayMs: number;
    processingMs: number;
    presentationDelayMs: number;
  } | null;
}

/**
 * INP of opening the composer and typing a caption, on a phone-sized page (Lighthouse's mobile viewport),
 * with the CPU slowed `cpuSlowdown` times. web-vitals' attribution build is injected before the app's
 * scripts by the DevTools protocol (the console's CSP allows no inline script, and must stay as deployed).
 */
async function measureInp(
  browser: Browser,
  appUrl: string,
  signIn: () => Promise<void>,
  cpuSlowdown: number,
) {
  // The attribution build as a classic script (its IIFE file, which defines `webVitals`).
  const webVitals = await readFile(
    join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
    'utf8',
  );
  const page = await browser.newPage();
  await signIn();
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.evaluateOnNewDocument(`${webVitals}
    window.__inp = [];
    webVitals.onINP((metric) => window.__inp.push({
      value: metric.value,
      interactions: metric.entries.length,
      target: metric.attribution.interactionTarget,
      type: metric.attribution.interactionType,
      inputDelay: metric.attribution.inputDelay,
      processing: metric.attribution.processingDuration,
      presentation: metric.attribution.presentationDelay,
    }), { reportAllChanges: true, durationThreshold: 0 });`);
  await page.goto(`${appUrl}/dashboard`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Criar post)').click();
  const caption = page.locator('::-p-aria(Legenda[role="textbox"])');
  await caption.click();
  await page.keyboard.type('Promoção de lançamento: 20% off em toda a loja até domingo!', { delay: 80 });
  // The last keystroke's frame is painted, and web-vitals has seen every interaction.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const reports = (await page.evaluate('window.__inp')) as {
    value: number;
    interactions: number;
    target: string;
    type: string;
    inputDelay: number;
    processing: number;
    presentation: number;
  }[];
  await page.close();
  const last = reports.at(-1);
  return {
    cpuSlowdown,
    inpMs: last ? Math.round(last.value) : null,
    interactions: reports.length,
    slowest: last
      ? {
          target: last.target,
          type: last.type,
          inputDelayMs: Math.round(last.inputDelay),
          processingMs: Math.round(last.processing),
          presentationDelayMs: Math.round(last.presentation),
        }
      : null,
  } satisfies InpFigures;
}

const product = await startProduct();
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const figures: Record<string, RunFigures & { runs: number; performanceRange: [number, number] }> = {};
const inp: InpFigures[] = [];
let against: Awaited<ReturnType<typeof measuredAgainst>> | null = null;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const session = await signInDemo(product.apiBase);
  against = await measuredAgainst(product, session);
  // The console reads its session from this cookie (account spec: postify-auth-token, JSON).
  const signIn = () =>
    browser.setCookie({
      name: 'postify-auth-token',
      value: encodeURIComponent(JSON.stringify(session)),
      domain: '127.0.0.1',
      path: '/',
    });

  async function measure(route: string): Promise<RunFigures> {
    const page = await browser.newPage();
    const signedIn = route === '/dashboard';
    if (signedIn) await signIn();
    const result = await lighthouse(
      `${product.appUrl}${route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: signedIn,
      },
      undefined,
      page,
    );
    await page.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    const failedBestPractices = (categories['best-practices']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      firstContentfulPaintMs: ms('first-contentful-paint'),
      largestContentfulPaintMs: ms('largest-contentful-paint'),
      speedIndexMs: ms('speed-index'),
      totalBlockingTimeMs: ms('total-blocking-time'),
      cumulativeLayoutShift: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      layoutShifts: layoutShiftsOf(audits['layout-shifts']),
      failedBestPractices,
      finalUrl: result.lhr.finalDisplayedUrl,
    };
  }

  for (const route of routes) {
    const measured: RunFigures[] = [];
    for (let run = 0; run < runs; run++) measured.push(await measure(route));
    const scores = measured.map((run) => run.performance).sort((a, b) => a - b);
    const median = measured.toSorted((a, b) => a.performance - b.performance)[Math.floor(runs / 2)];
    if (!median) throw new Error(`no Lighthouse run for ${route}`);
    figures[route] = {
      ...median,
      runs,
      performanceRange: [scores[0] ?? 0, scores.at(-1) ?? 0],
    };
    console.log(route.padEnd(12), `performance ${scores.join(', ')}`, figures[route]);
  }
  // As on a phone (Lighthouse's 4× slowdown) and unthrottled on this machine.
  if (process.env.LIGHTHOUSE_INP !== '0') {
    for (const slowdown of [4, 1]) {
      const measured = await measureInp(browser, product.appUrl, signIn, slowdown);
      inp.push(measured);
      console.log(`INP (CPU ${slowdown}× slower)`, measured);
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await product.stop();
}
console.log(
  `→ ${await writeResult('lighthouse', {
    preset: 'mobile (Lighthouse default)',
    measuredAgainst: against,
    routes: figures,
    interactionToNextPaint: {
      interaction:
        "/dashboard: 'Criar post' (the floating +), then a 60-character caption typed into the composer (80 ms a key)",
      viewport: '412×823, touch',
      runs: inp,
    },
  })}`,
);
