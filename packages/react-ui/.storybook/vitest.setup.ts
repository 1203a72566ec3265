import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { ignoreWindowFocusChanges, movePointerAway, startAsPointerUser } from '../src/test/pointer';
import { darkTheme, lightTheme } from '../src/theme';
import { type ModeName, modes } from './modes';

// Screenshots must not depend on timing. Page-wide (portalled overlays included) and with `!important`
// so no component style can win: no animation, no transition, no blinking caret, no smooth scrolling.
const freezeCss = `*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

ignoreWindowFocusChanges();

beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.screenshotFreeze = '';
  style.textContent = freezeCss;
  document.head.append(style);
});

// react-aria's live announcer outlives a story for 7 s; an announcement that points (aria-labelledby) at
// the previous story's unmounted button would fail the next story's axe check. Each story starts silent.
beforeEach(async () => {
  for (const log of document.querySelectorAll('[role="log"][aria-live]')) log.replaceChildren();
  await startAsPointerUser();
});

// The fixed viewport of vitest.config.ts.
const viewport = { width: 800, height: 600 };

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Waits until the story stops changing: no DOM mutation (attributes such as react-aria's
 * data-focus-visible included) and no focus move for `quietMs`, at most `maxMs`. A play function can
 * end while a rejected promise or a late focus move is still re-rendering the story.
 */
async function settle(quietMs = 100, maxMs = 1500) {
  let lastChange = performance.now();
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  let active = document.activeElement;
  const start = performance.now();
  try {
    // At least two frames: React's commits scheduled by the last event, then a settled paint.
    for (let frame = 0; ; frame++) {
      await nextFrame();
      const now = performance.now();
      if (document.activeElement !== active) {
        active = document.activeElement;
        lastChange = now;
      }
      if (frame >= 1 && now - lastChange >= quietMs) return;
      if (now - start >= maxMs) return;
    }
  } finally {
    observer.disconnect();
  }
}

/**
 * Compares the page with a baseline, the viewport grown to the story's full height for the capture (only
 * the viewport is painted: a tall story would otherwise be compared blank below it).
 */
async function capture(width: number, name?: string) {
  if (width !== viewport.width) {
    await page.viewport(width, viewport.height);
    await nextFrame();
    await nextFrame();
  }
  const height = Math.max(viewport.height, document.documentElement.scrollHeight);
  const resized = width !== viewport.width || height !== viewport.height;
  if (height !== viewport.height) {
    await page.viewport(width, height);
    await nextFrame();
    await nextFrame();
  }
  try {
    const body = expect.element(page.elementLocator(document.body));
    await (name ? body.toMatchScreenshot(name) : body.toMatchScreenshot());
  } finally {
    if (resized) await page.viewport(viewport.width, viewport.height);
  }
}

/**
 * Shows the story in a theme without rendering it again (its play function has already run): the theme
 * classes of every provider, portalled overlays included, are swapped. Returns what undoes it.
 */
function showTheme(theme: 'light' | 'dark'): () => void {
  const [from, to] = theme === 'dark' ? [lightTheme, darkTheme] : [darkTheme, lightTheme];
  const swapped = Array.from(document.getElementsByClassName(from));
  for (const element of swapped) element.classList.replace(from, to);
  return () => {
    for (const element of swapped) element.classList.replace(to, from);
  };
}

// Every story's final state is compared against its committed baseline (see README, "Visual diffs"); a
// domain component's main story also in its `capturedModes` (.storybook/modes.ts).
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // No story is about hover, and whether the element a play function clicked still shows it depends on
  // timing (an opening popover, for one): the capture is taken with the pointer away, and without the
  // hover react-aria keeps from the play function's simulated pointer (the real one never left).
  await movePointerAway();
  for (const hovered of document.querySelectorAll('[data-hovered]')) hovered.removeAttribute('data-hovered');
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images, (image) =>
      image.complete ? undefined : image.decode().catch(() => undefined),
    ),
  );
  await settle();
  await capture(viewport.width);
  const story = (context as { story?: { parameters: { capturedModes?: ModeName[] } } }).story;
  for (const name of story?.parameters.capturedModes ?? []) {
    const mode = modes[name];
    const restore = showTheme(mode.theme);
    try {
      await settle();
      await capture(
        mode.viewport,
        `${context.task.name.replaceAll(/[^\w]+/g, '-')}-${name.replace(' ', '-')}`,
      );
    } finally {
      restore();
    }
  }
});
