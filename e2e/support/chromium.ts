// How Debian's Chromium is started for the e2e tests (Playwright's own browser download cannot run here).
// One browser server is started for the whole run (support/stack.ts) and every spec file connects to it:
// launching Chromium and closing it again cost about a second per file.
import { chromium, type BrowserServer } from 'playwright-core';

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
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
  });
}
