// What a step's output says it checked: the figures the run's table prints beside each step's time, so a
// step that quietly runs fewer tests than before shows up as a smaller number, not as a faster step.

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what this strips
const colours = /\x1b\[[0-9;]*m/g;

/** The output's lines without terminal colours. */
const linesOf = (output) => output.replace(colours, '').split('\n');

const sum = (numbers) => numbers.reduce((total, n) => total + n, 0);

/** Every match of `pattern`'s first group in `output`, as numbers. */
const all = (output, pattern) =>
  linesOf(output).flatMap((line) => {
    const match = line.match(pattern);
    return match ? [Number(match[1])] : [];
  });

/**
 * Readers by kind. Each returns the number of tests (or checks) that passed, or null when the output holds
 * no summary of that kind (a step that failed before its runner summed up).
 */
export const counters = {
  /** Vitest's closing summary (`Tests  301 passed (301)`), summed when a step runs Vitest more than once. */
  vitest: (output) => {
    const found = all(output, /^\s+Tests\s+(?:\d+ failed \| )?(\d+) passed/);
    return found.length > 0 ? sum(found) : null;
  },
  /** Playwright's list reporter (`  22 passed (4.1m)`), summed over the runs of a step (the partner legs). */
  playwright: (output) => {
    const found = all(output, /^\s+(\d+) passed \(/);
    return found.length > 0 ? sum(found) : null;
  },
  /** The production smoke run's checks, one `› …` line each, counted once the run says it passed. */
  smoke: (output) =>
    /✓ production smoke run passed/.test(output)
      ? linesOf(output).filter((line) => /^› .+ \(\d+\.\d s\)$/.test(line)).length
      : null,
  /** Storybook's static build: the stories it indexed (`index.json`), read by the step itself. */
  stories: (output) => {
    const found = all(output, /^› (\d+) stories built$/);
    return found.length > 0 ? sum(found) : null;
  },
  /** The package checks: one `✓ package <name>` line a package. */
  packages: (output) => linesOf(output).filter((line) => /^✓ package /.test(line)).length || null,
};

/** The figure `kind` reads in `output`, or null (no kind, or no summary found). */
export function countOf(kind, output) {
  return kind ? counters[kind](output) : null;
}
