// The console is a single-page app. In development Vite proxies the API to the gateway so the session
// cookie stays same-origin; in production the gateway serves web/dist itself on one origin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphqlDocuments.ts';

const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [graphqlDocuments(), react()],
  server: {
    proxy: {
      '/graphql': gateway,
      '/healthz': gateway,
      '/upload': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph scripts/bundle-budget.mjs reads to size each screen's JS.
    manifest: true,
    // GraphiQL's Monaco editor is large by nature; it is its own lazily loaded chunk.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // GraphiQL ships React Compiler output marked "use no memo"; dropping the directive is harmless.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
