// Rendering of react-ui's two heaviest lists with only their props, in the Debian chromium: PostsGrid
// with 10,000 posts (time to the first painted frame, then frames during a scripted 3 s scroll) and
// WeekCalendar with 500 posts in one week and 2,000 in its month view (time to the first painted frame
// and to the frame with every post drawn). The page (render/) is built with Vite against the packages'
// built entry points, as a partner's app would be.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';
import { build } from 'vite';
import { freePort } from './processes.js';
import { writeResult } from './results.js';

const here = dirname(fileURLToPath(import.meta.url));
// BENCH_RENDER_DIST serves a page built earlier (e.g. against the packages before a change) instead of
// building one: two builds measured in turn on this shared machine compare under the same load.
const prebuilt = process.env.BENCH_RENDER_DIST;
const outDir = prebuilt ?? '/tmp/bench/render-dist';
const loads = Number(process.env.BENCH_LOADS ?? 5);
const scrollMs = 3000;
const scrollPxPerSecond = 3000;
const viewport = { width: 1280, height: 800 };
if (!prebuilt) {
  await build({
    configFile: join(here, '..', 'render', 'vite.config.ts'),
    build: { outDir, emptyOutDir: true },
  });
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer(async (request, response) => {
  const path =
    normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
  const file = join(outDir, path);
  const found = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!found) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
const port = await freePort();
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${port}/index.html`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (n: number) => Math.round(n * 10) / 10;

/** Opens the page fresh and reads its marks: data generation, React's commit and the first painted frame. */
async function load(page: Page, query: string) {
  await page.goto(`${base}?${query}`);
  await page.waitForSelector('html[data-rendered]', { timeout: 120_000 });
  return page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    return {
      generateMs: at('posts-ready'),
      commitMs: at('committed') - at('render-start'),
      firstFrameMs: at('first-frame') - at('render-start'),
      allDrawnMs: at('all-drawn') - at('render-start'),
      sinceNavigationMs: at('first-frame'),
      cardsInDom: document.querySelectorAll('article').length,
      // The calendar draws each post as one 'HH:mm #id' button that expands to its details; the grid of
      // days lists each post once (the compact month's day list under it is hidden on a wide screen).
      postsShownAtFirstFrame: Number(document.documentElement.dataset.drawnAtFirstFrame),
      postsShown: document.querySelectorAll('ol button[aria-expanded]').length,
    };
  });
}

/** Scrolls the grid at a steady speed from one animation frame to the next and records each frame's length. */
function scrollGrid(page: Page) {
  return page.evaluate(
    ({ durationMs, pxPerMs }) =>
      new Promise<{
        frames: number[];
        cardsMax: number;
        cardsMin: number;
        scrolledPx: number;
        lastPost: string;
      }>((resolve, reject) => {
        const scroller = document.querySelector<HTMLElement>('section[tabindex="0"]');
        if (!scroller) return reject(new Error('no scrolling region'));
        const frames: number[] = [];
        let cardsMax = 0;
        let cardsMin = Number.POSITIVE_INFINITY;
        let start = 0;
        let last = 0;
        const step = (now: number) => {
          frames.push(now - last);
          last = now;
          scroller.scrollTop = (now - start) * pxPerMs;
          const cards = scroller.querySelectorAll('article').length;
          cardsMax = Math.max(cardsMax, cards);
          cardsMin = Math.min(cardsMin, cards);
          if (now - start < durationMs) requestAnimationFrame(step);
          else {
            const titles = [...scroller.querySelectorAll('article')].map((a) => a.textContent ?? '');
            resolve({
              frames,
              cardsMax,
              cardsMin,
              scrolledPx: scroller.scrollTop,
              lastPost: titles.at(-1)?.match(/#\d+/)?.[0] ?? '',
            });
          }
        };
        requestAnimationFrame((now) => {
          start = now;
          last = now;
          requestAnimationFrame(step);
        });
      }),
    { durationMs: scrollMs, pxPerMs: scrollPxPerSecond / 1000 },
  );
}

function summarise(runs: Awaited<ReturnType<typeof load>>[]) {
  return {
    loads: runs.length,
    medianGenerateMs: ms(median(runs.map((r) => r.generateMs))),
    medianCommitMs: ms(median(runs.map((r) => r.commitMs))),
    medianFirstFrameMs: ms(median(runs.map((r) => r.firstFrameMs))),
    medianSinceNavigationMs: ms(median(runs.map((r) => r.sinceNavigationMs))),
    firstFrameMsEachLoad: runs.map((r) => ms(r.firstFrameMs)),
  };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
// The machine is shared: the 1-minute load average at the start and at the end says how much.
const figures: Record<string, unknown> = { viewport, loadAverageAtStart: loadavg()[0] };
try {
  const context = await browser.newContext({ viewport });
  // tsx names the functions it compiles with a `__name` helper the page does not have.
  await context.addInitScript('window.__name = (f) => f;');
  const page = await context.newPage();

  const gridRuns = [];
  for (let i = 0; i < loads; i++) gridRuns.push(await load(page, 'view=grid&count=10000'));
  const scroll = await scrollGrid(page);
  const frames = scroll.frames;
  const total = frames.reduce((sum, f) => sum + f, 0);
  figures.postsGrid = {
    posts: 10_000,
    firstRender: { ...summarise(gridRuns), cardsInDom: gridRuns.at(-1)?.cardsInDom },
    scroll: {
      durationMs: scrollMs,
      pxPerSecond: scrollPxPerSecond,
      scrolledPx: Math.round(scroll.scrolledPx),
      frames: frames.length,
      fps: ms((frames.length / total) * 1000),
      medianFrameMs: ms(median(frames)),
      p95FrameMs: ms(percentile(frames, 95)),
      maxFrameMs: ms(Math.max(...frames)),
      framesOver33Ms: frames.filter((f) => f > 33.4).length,
      framesOver50Ms: frames.filter((f) => f > 50).length,
      cardsInDomMin: scroll.cardsMin,
      cardsInDomMax: scroll.cardsMax,
      lastCardInView: scroll.lastPost,
    },
  };
  console.log('PostsGrid, 10,000 posts:', JSON.stringify(figures.postsGrid, null, 2));

  const calendar = async (query: string, posts: number) => {
    const runs = [];
    for (let i = 0; i < loads; i++) runs.push(await load(page, query));
    return {
      posts,
      ...summarise(runs),
      medianAllDrawnMs: ms(median(runs.map((r) => r.allDrawnMs))),
      allDrawnMsEachLoad: runs.map((r) => ms(r.allDrawnMs)),
      postsShownAtFirstFrame: runs.at(-1)?.postsShownAtFirstFrame,
      postsShown: runs.at(-1)?.postsShown,
    };
  };
  figures.weekCalendar = await calendar('view=calendar&count=500', 500);
  console.log('WeekCalendar, 500 posts:', JSON.stringify(figures.weekCalendar, null, 2));
  figures.monthCalendar = await calendar('view=month&count=2000', 2000);
  console.log('WeekCalendar month view, 2,000 posts:', JSON.stringify(figures.monthCalendar, null, 2));
} finally {
  await browser.close();
  server.close();
}
figures.loadAverageAtEnd = loadavg()[0];
console.log(`→ ${await writeResult('render', figures)}`);
