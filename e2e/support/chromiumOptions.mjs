// How Debian's Chromium is started, for the e2e tests (support/chromium.ts) and the benchmark's Chromium
// sections (bench/lib/pageTiming.mjs) alike. Plain JavaScript so the benchmark, which runs without a build
// step, can import it; chromiumOptions.d.mts types it for the tests.

/** The launch options: Debian's Chromium (or CHROMIUM_PATH), headless, without what reaches the network. */
export function chromiumOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
