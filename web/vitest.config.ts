import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      restoreMocks: true,
      // A test's own waits run up to 5 s (src/test/setup.ts); the whole test gets room for a few of them.
      testTimeout: 20_000,
      // Two files at once (vitest's default on a 2-core machine is one): jsdom's start-up is most of a file.
      maxWorkers: 2,
    },
  }),
);
