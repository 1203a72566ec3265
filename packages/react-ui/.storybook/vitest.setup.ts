import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Every story's final state is compared against its committed baseline (see README, "Visual diffs").
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
