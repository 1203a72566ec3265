import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';
import { defaultTolerance } from '@postify/scripts/review';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

// The repository's chromium flags, plus what keeps screenshots identical across machines.
const chromiumArgs = [...chromiumFlags, '--font-render-hinting=none', '--force-color-profile=srgb'];

/** Moves the mouse to the frame's last pixel before each test (src/test/pointer.ts says why). */
const movePointerAway: BrowserCommand<[]> = async ({ page, iframe }) => {
  // Tests render from the top-left corner: nothing sits under the last pixel.
  const frame = await iframe.owner().boundingBox();
  if (frame) await page.mouse.move(frame.x + frame.width - 1, frame.y + frame.height - 1);
};

// `pnpm review` (scripts/review/stories.mjs) sets this: every capture is then written under it, beside
// (not over) the committed baselines, which the review compares them with.
const reviewDir = process.env.POSTIFY_REVIEW_CAPTURES;

/** The default baseline path (`<dir>/__screenshots__/<file>/<name>.png`), under the review's folder. */
function inReviewDir(dir: string) {
  return (capture: {
    arg: string;
    ext: string;
    browserName: string;
    platform: string;
    screenshotDirectory: string;
    testFileDirectory: string;
    testFileName: string;
  }) =>
    join(
      dir,
      capture.testFileDirectory,
      capture.screenshotDirectory,
      capture.testFileName,
      `${capture.arg}-${capture.browserName}-${capture.platform}${capture.ext}`,
    );
}

// Each project needs its own browser object: sharing one makes Vitest see duplicate project names.
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      // A fixed zone: dates drawn from local-time fixtures look the same on every machine, and a story that
      // passes a project's zone ('America/Sao_Paulo') differs from the browser's everywhere.
      contextOptions: { reducedMotion: 'reduce' as const, deviceScaleFactor: 1, timezoneId: 'UTC' },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 800, height: 600 },
    commands: { movePointerAway },
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: defaultTolerance,
        ...(reviewDir && { resolveScreenshotPath: inReviewDir(reviewDir) }),
      },
    },
  };
}

const resolve = { conditions: ['@postify/source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['@postify/source', ...defaultServerConditions] } };

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under a running test.
const optimizeDeps = {
  include: [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'react-aria-components',
    '@internationalized/date',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/css/fileScope',
    '@vanilla-extract/css',
    'vitest-browser-react',
    // The post composer's form and the SDK client it reads API errors from.
    'react-hook-form',
    '@hookform/resolvers/zod',
    'openapi-fetch',
  ],
};

export default defineConfig({
  test: {
    // Two story files at once, each in a page of its own: a story spends much of its time waiting (settling,
    // stable screenshots), and Vitest's default on two cores is one file at a time (420 s → 223 s alone).
    maxWorkers: 2,
    // Inside the ignore list of the repository (screenshot diffs of failed runs land here).
    attachmentsDir: '.vitest-attachments',
    projects: [
      {
        test: {
          name: 'package',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve,
        ssr,
        optimizeDeps,
        test: {
          name: 'unit',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
          browser: browser(),
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: '.storybook' })],
        resolve,
        ssr,
        optimizeDeps,
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: browser(),
        },
      },
    ],
  },
});
