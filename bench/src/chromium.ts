/** The Debian chromium every benchmark drives, and the flags it needs in this sandbox (no downloads, no GPU). */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
