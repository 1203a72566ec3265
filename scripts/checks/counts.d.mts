/** The figure `kind` reads in a step's output, or null. */
export function countOf(
  kind: 'vitest' | 'playwright' | 'smoke' | 'stories' | 'packages' | undefined,
  output: string,
): number | null;
