// How Debian's Chromium is started for the e2e tests (Playwright's own browser download cannot run here).
// One browser server is started for the whole run (support/stack.ts) and every spec file connects to it:
// launching Chromium and closing it again cost about a second per file.
import { chromium, type BrowserServer } from 'playwright-core';
import { chromiumOptions } from './chromiumOptions.mjs';

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions());
}
