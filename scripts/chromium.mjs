// The Debian chromium every browser run of the repository drives (end-to-end journeys, story tests, the
// host's screenshots, the benchmarks), and the flags it needs on these machines: no browser downloads,
// no GPU, no network of its own. The partner example keeps its own copy: it is built outside the workspace.

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
