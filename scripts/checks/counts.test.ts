import { describe, expect, it } from 'vitest';
import { countOf } from './counts.mjs';

describe('what a step says it checked', () => {
  it("reads Vitest's summary, coloured or not, and adds up a step's runs", () => {
    const run = (passed: number) =>
      `\n Test Files  3 passed (3)\n      Tests  \x1b[1m${passed} passed\x1b[22m (${passed})\n`;
    expect(countOf('vitest', run(301))).toBe(301);
    expect(countOf('vitest', `${run(9)}${run(538)}`)).toBe(547);
    expect(countOf('vitest', '      Tests  1 failed | 537 passed (538)')).toBe(537);
  });

  it("reads Playwright's list reporter, once per run of the step", () => {
    expect(countOf('playwright', '  ✓  22 journeys…\n\n  22 passed (4.1m)\n')).toBe(22);
    expect(countOf('playwright', '  5 passed (20.1s)\n…\n  5 passed (18.0s)\n')).toBe(10);
  });

  it('counts the production smoke run’s checks only when it says it passed', () => {
    const lines = ['› signed up (3.1 s)', '› signed in with the code received by SMTP (4.0 s)'];
    expect(countOf('smoke', [...lines, '✓ production smoke run passed in 60.2 s'].join('\n'))).toBe(2);
    expect(countOf('smoke', lines.join('\n'))).toBeNull();
  });

  it('reads the stories built and the packages checked', () => {
    expect(countOf('stories', '› 612 stories built\n')).toBe(612);
    expect(countOf('packages', '✓ package @postify/sdk\n✓ package @postify/hooks\n')).toBe(2);
  });

  it('says nothing when the output has no summary, or the step counts nothing', () => {
    expect(countOf('vitest', 'Error: cannot start')).toBeNull();
    expect(countOf(undefined, '  22 passed (4.1m)')).toBeNull();
  });
});
