import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Files that replace a module with vi.mock need a module graph of their own: with isolation off, the
// mocked module would leak into the files after them, or the real one, already loaded, would be used.
const MOCKING_FILES = [
  'src/features/spend/HubSpendPage.test.tsx',
  'src/features/stock/InstallUploadPage.test.tsx',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // A test's own waits run up to 5 s (src/test/setup.ts); the whole test gets room for a few of them.
      testTimeout: 20_000,
      // Two files at once (vitest's default on a 2-core machine is one): jsdom's start-up is most of a file.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
            exclude: MOCKING_FILES,
            // One module graph and one jsdom per worker rather than per file: importing Chakra, Apollo and
            // the screens again for each of ~100 files was two thirds of the suite's time. What a test
            // leaves behind in module state is reset in src/test/setup.ts, which runs before every file.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
      ],
    },
  }),
);
