import { setInteractionModality } from 'react-aria-components';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Defined in vitest.config.ts: moves the mouse to the frame's last pixel. */
    movePointerAway: () => Promise<void>;
  }
}

/**
 * The pointer over nothing. It otherwise stays where the last test of the same browser left it, and a
 * component rendered under it shows its hover colour (a flaky assertion or screenshot).
 */
export function movePointerAway(): Promise<void> {
  return commands.movePointerAway();
}

/**
 * Starts a test as a mouse user who has not touched the page: the pointer away, and react-aria's input
 * modality (page-wide, kept from the previous test otherwise) set to pointer, so focus rings show only
 * after the test's own keyboard use.
 */
export async function startAsPointerUser(): Promise<void> {
  setInteractionModality('pointer');
  await movePointerAway();
}

/**
 * Keeps the browser's own window focus changes (another test page of the same browser taking focus) away
 * from react-aria: it reads a window blur as the user leaving and the next focus as virtual, which shows
 * focus rings at random. Registered before any component mounts, so it runs before react-aria's listeners.
 */
export function ignoreWindowFocusChanges(): void {
  const stop = (event: Event) => {
    if (event.target === window) event.stopImmediatePropagation();
  };
  window.addEventListener('blur', stop, true);
  window.addEventListener('focus', stop, true);
}
