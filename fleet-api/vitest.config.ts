import { defineConfig } from 'vitest/config';

// Each test file starts its own fleet-api on an embedded PostgreSQL (and on a real one when
// DATABASE_URL is set), so hooks get time for start-up and seeding.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Two files at once: most of a file's time is waiting on PGlite or PostgreSQL and HTTP, and vitest's
    // default on a 2-core machine is one.
    maxWorkers: 2,
    // One module graph per worker rather than per file (Fastify, PGlite and pg once, not ~40 times): each
    // file starts its own fleet-api on its own database, and none mocks a module.
    isolate: false,
  },
});
