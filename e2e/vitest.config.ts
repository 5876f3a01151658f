import { defineConfig } from 'vitest/config';

// The stack is started once for all spec files (globalSetup) exactly as `npm start` starts it; spec files
// run one after another because they share that stack and one browser budget on a 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/stack.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A page's title, a menu's slide or a row's text polled for: vitest's one second default is less than a
    // screen takes to draw on a loaded 2-core machine (or with E2E_CPU_THROTTLE), and a poll that passes
    // returns as soon as it does.
    expect: { poll: { timeout: 10_000 } },
  },
});
