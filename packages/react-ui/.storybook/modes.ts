// The themes and widths a story is reviewed in, defined once. Chromatic snapshots every story in each of its
// `parameters.chromatic.modes` (a mode is the `theme` global plus a viewport width); the story tests capture
// a domain component's main story in its `capturedModes` besides the default light 800×600 capture
// (.storybook/vitest.setup.ts).
import type { ThemeName } from '../src/theme';

/** A theme at a width, as Chromatic reads it: the `theme` global and the viewport width in px. */
export interface Mode {
  theme: ThemeName;
  viewport: number;
}

/** Every mode by name; Chromatic names snapshots after these keys. */
export const modes = {
  light: { theme: 'light', viewport: 800 },
  dark: { theme: 'dark', viewport: 800 },
  'light 375': { theme: 'light', viewport: 375 },
  'dark 375': { theme: 'dark', viewport: 375 },
  'light 1280': { theme: 'light', viewport: 1280 },
  'dark 1280': { theme: 'dark', viewport: 1280 },
} as const satisfies Record<string, Mode>;

export type ModeName = keyof typeof modes;

const pick = (...names: ModeName[]) => Object.fromEntries(names.map((name) => [name, modes[name]]));

/** Every story: both themes at the fixed test width (set once in preview.tsx). */
export const themeModes = pick('light', 'dark');

/**
 * A domain component's meta parameters (composer, previews, post card, grid, calendar, storage browser,
 * project switcher, pricing, billing and subscription cards, dashboard widgets): where users see it, both
 * themes on a phone and on a laptop.
 */
export const domainComponent = {
  chromatic: {
    modes: {
      // Storybook merges parameters deeply: the project's 800 px modes are switched off, not replaced.
      light: { disable: true },
      dark: { disable: true },
      ...pick('light 375', 'dark 375', 'light 1280', 'dark 1280'),
    },
  },
};

/**
 * A domain component's main story: the story tests also capture it at 375 px (overflow) and dark at
 * 1280 px (contrast), as baselines named `<story>-light-375` and `<story>-dark-1280`.
 */
export const mainStory = { capturedModes: ['light 375', 'dark 1280'] satisfies ModeName[] };
