// Lighthouse (mobile preset, Debian chromium) on the public pages and, signed in as the demo user, on the
// dashboard. The bar: performance ≥ 90 and accessibility 100 on / and /pricing.
//
// One Lighthouse run varies by several points on a shared machine, so each route runs LIGHTHOUSE_RUNS
// times (3 by default, as Lighthouse's own guidance on variability suggests) and the median run by
// performance is reported, with the range of all runs beside it. LIGHTHOUSE_ROUTES=/,/pricing picks routes.

import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startProduct } from './product.js';
import { writeResult } from './results.js';
import { signInDemo } from './session.js';

const routes = (process.env.LIGHTHOUSE_ROUTES ?? '/,/pricing,/signin,/dashboard').split(',');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  speedIndexMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  finalUrl: string;
}

const product = await startProduct();
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const figures: Record<string, RunFigures & { runs: number; performanceRange: [number, number] }> = {};
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const session = await signInDemo(product.apiBase);
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
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      firstContentfulPaintMs: ms('first-contentful-paint'),
      largestContentfulPaintMs: ms('largest-contentful-paint'),
      speedIndexMs: ms('speed-index'),
      totalBlockingTimeMs: ms('total-blocking-time'),
      cumulativeLayoutShift: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
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
  await browser.disconnect();
} finally {
  chrome.kill();
  await product.stop();
}
console.log(
  `→ ${await writeResult('lighthouse', { preset: 'mobile (Lighthouse default)', routes: figures })}`,
);
