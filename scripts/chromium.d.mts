/** The Debian chromium's path (scripts/chromium.mjs). */
export declare const chromiumPath: string;
/** The flags every browser run of the repository passes to it. */
export declare const chromiumFlags: string[];
