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
    hookTimeout: 120_000,
  },
});
