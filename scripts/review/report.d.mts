/** One capture to review: a story (or page) in one mode, its committed baseline and its fresh capture. */
export interface ReviewEntry {
  id: string;
  group: string;
  name: string;
  mode?: string;
  link?: string;
  baselinePath: string;
  actualPath?: string;
  failed?: boolean;
}

/** How different two pixels must be to count, and the share that may differ: the story tests' own tolerance. */
export declare const defaultTolerance: { threshold: number; allowedMismatchedPixelRatio: number };

/** Compares two PNG files; writes the diff image and returns the number and share of differing pixels. */
export declare function comparePngs(
  baselinePath: string,
  actualPath: string,
  diffPath: string,
  tolerance?: typeof defaultTolerance,
): {
  pixels: number;
  ratio: number;
  changed: boolean;
  withinTestTolerance: boolean;
  sizes: { baseline: number[]; actual: number[] };
};

/** Writes `<outDir>/index.html` and `<outDir>/manifest.json` comparing every entry's capture with its baseline. */
export declare function writeReview(options: {
  outDir: string;
  title: string;
  entries: ReviewEntry[];
  tolerance?: typeof defaultTolerance;
  intro?: string;
}): {
  changed: number;
  added: number;
  removed: number;
  failed: number;
  unchanged: number;
  file: string;
  entries: (ReviewEntry & { status: 'changed' | 'added' | 'removed' | 'failed' })[];
};

/** Makes the reviewed captures the baselines for the entries the selectors name; returns them. */
export declare function acceptReview(
  outDir: string,
  selectors: string[],
): (ReviewEntry & { status: 'changed' | 'added' | 'removed' })[];
