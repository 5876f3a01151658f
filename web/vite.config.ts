// The console is a single-page app. In development Vite proxies the API to the gateway so the session
// cookie stays same-origin; in production the gateway serves web/dist itself on one origin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': gateway,
      '/healthz': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // GraphiQL's Monaco editor is large by nature; it is its own lazily loaded chunk.
    chunkSizeWarningLimit: 4000,
  },
  worker: { format: 'es' },
});
