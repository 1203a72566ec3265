// Lighthouse (mobile preset, Debian chromium) on the public pages and, signed in as the demo user, on the
// dashboard. The bar: performance ≥ 90 and accessibility 100 on / and /pricing.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from './chromium.js';
import { startProduct } from './product.js';
import { writeResult } from './results.js';
import { signInDemo } from './session.js';

const routes = ['/', '/pricing', '/signin', '/dashboard'];
const product = await startProduct();
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const figures: Record<string, unknown> = {};
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const session = await signInDemo(product.apiBase);
  for (const route of routes) {
    const page = await browser.newPage();
    if (route === '/dashboard') {
      // The console reads its session from this cookie (account spec: postify-auth-token, JSON).
      await browser.setCookie({
        name: 'postify-auth-token',
        value: encodeURIComponent(JSON.stringify(session)),
        domain: '127.0.0.1',
        path: '/',
      });
    }
    const result = await lighthouse(
      `${product.appUrl}${route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: route === '/dashboard',
      },
      undefined,
      page,
    );
    await page.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    figures[route] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cumulativeLayoutShift: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      finalUrl: result.lhr.finalDisplayedUrl,
    };
    console.log(route.padEnd(12), figures[route]);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await product.stop();
}
console.log(
  `→ ${await writeResult('lighthouse', { preset: 'mobile (Lighthouse default)', routes: figures })}`,
);
