// 'Importar CSV': how long the browser takes to read and check a 10,000-row file (papaparse, then
// `checkPostImportRows` against 20 accounts in São Paulo's time zone), the work `useImportPosts` does before
// anything is sent. The SDK's source is bundled with Vite into one script and run in the Debian chromium
// on a blank page: the median of `BENCH_LOADS` (5) runs, each in a fresh page. The product promises under 2 s.
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';
import { build } from 'vite';
import { writeResult } from './results.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = '/tmp/bench/import-dist';
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const loads = Number(process.env.BENCH_LOADS ?? 5);

await build({
  configFile: false,
  logLevel: 'warn',
  resolve: { conditions: ['@postify/source', 'browser', 'module', 'import', 'default'] },
  build: {
    outDir,
    emptyOutDir: true,
    lib: {
      entry: join(here, '..', 'import', 'main.ts'),
      formats: ['iife'],
      name: 'importBench',
      fileName: 'import',
    },
  },
});
const script = await readFile(join(outDir, 'import.iife.js'), 'utf8');

interface Run {
  bytes: number;
  parseMs: number;
  checkMs: number;
  totalMs: number;
  valid: number;
  invalid: number;
}

const loadBefore = loadavg()[0];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const runs: Run[] = [];
try {
  for (let i = 0; i < loads; i++) {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>import</title>');
    await page.addScriptTag({ content: script });
    runs.push(
      await page.evaluate(
        (count) => (window as unknown as { importBench: { run(n: number): Run } }).importBench.run(count),
        rows,
      ),
    );
    await page.close();
  }
} finally {
  await browser.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};
const figures = {
  rows,
  bytes: runs[0]?.bytes,
  valid: runs[0]?.valid,
  invalid: runs[0]?.invalid,
  medianMs: {
    parse: median(runs.map((r) => r.parseMs)),
    check: median(runs.map((r) => r.checkMs)),
    total: median(runs.map((r) => r.totalMs)),
  },
  totalMsRange: [
    Math.round(Math.min(...runs.map((r) => r.totalMs))),
    Math.round(Math.max(...runs.map((r) => r.totalMs))),
  ],
  budgetMs: 2000,
  load1m: { before: loadBefore, after: loadavg()[0] },
};
console.log(JSON.stringify(figures, null, 2));
console.log(`written to ${await writeResult('import', figures)}`);
