/** Prepends `'use client'` to each built entry file (and shifts its source map): scripts/use-client.mjs. */
export declare function markClientEntries(files: readonly string[]): void;
