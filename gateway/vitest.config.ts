import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships both index.js and index.mjs; Node (and so Apollo Server) loads index.js, while Vite
    // would pick index.mjs. Two copies of graphql break instanceof checks and make graphql refuse the
    // schema, so tests load the same file Node does.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    // Integration tests start a real fleet-api (PGlite, migrations and a small seed) per file.
    testTimeout: 30_000,
    // Two files at once: most of a file's time is waiting on HTTP and PGlite, and vitest's default on a
    // 2-core machine is one. The files that measure CPU time or deadlines run afterwards on their own
    // (package.json's test script), where their figures are the request's and not the neighbour's.
    maxWorkers: 2,
    hookTimeout: 120_000,
    // One module graph per worker rather than per file: re-importing Apollo Server, graphql and fleet-api
    // for each of ~70 files was a third of the suite's time. Each file starts its own servers, and no
    // file mocks a module; fake timers are put back after each test that uses them.
    isolate: false,
  },
});
