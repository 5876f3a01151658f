// The console is a single-page app. In development Vite proxies the API to the gateway so the session
// cookie stays same-origin; in production the gateway serves web/dist itself on one origin.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphqlDocuments.ts';
import { pureAnatomies } from './build/pureAnatomies.ts';
import { screenQueries } from './build/screenQueries.ts';
import { signedInPreloads } from './build/signedInPreloads.ts';

const gateway = 'http://127.0.0.1:4000';
const queries = screenQueries();

export default defineConfig({
  plugins: [graphqlDocuments(), pureAnatomies(), queries.plugin, signedInPreloads('apollo'), react()],
  // rxjs (Apollo Client 4's observables) publishes its ES2015 build under the `es2015` condition and an
  // ES5 one (tslib helpers, functions for classes) as the default: the ES2015 one is 2 KB gzipped smaller
  // in the first load. Every browser the console supports runs ES2015.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
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
    // Every browser the console supports (Vite's default target, baseline widely available) knows
    // <link rel="modulepreload">; the polyfill only cost the entry 0.2 KB gzipped. Lazy chunks still have
    // their imports preloaded beside them (Vite's preload helper is separate from the polyfill).
    modulePreload: { polyfill: false },
    // GraphiQL's Monaco editor is large by nature; it is its own lazily loaded chunk.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // Everything the entry imports statically (React, the router, Chakra's system, the shell, the login
      // page) in one chunk instead of a dozen small shared ones: each file is gzipped on its own, so the
      // split cost about 7 KB gzipped of the first load (205.5 → 198.0 KB). Code that only lazily loaded
      // screens use still goes in their chunks.
      // Apollo Client is not in the entry (the login page paints and signs in without it: app/apollo/
      // loadApollo.ts). Its packages and the app's code that runs on it (src/app/ outside the entry, but
      // not the pages, and the areas' cache rules, which app/apollo/typePolicies.ts reads as the chunk is
      // evaluated) form one chunk of their own, which every signed-in screen loads, instead of some twenty
      // small ones. The entry's group comes first, so what the entry needs stays there.
      // The screens' query modules that routes.ts imports lazily go in one chunk of their own, which
      // index.html preloads beside the entry (build/screenQueries.ts); one the entry imports statically
      // (the dashboard's) stays in `app`, the first group to claim it.
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 20 },
            {
              name: 'apollo',
              test: /node_modules[\\/](?!@apollo[\\/]client[\\/]react[\\/]hooks[\\/]useMutation\.)(@apollo|rxjs|optimism|@wry|tslib|graphql[\\/](language[\\/](kinds|visitor|ast|printer|printString|blockString|characterClasses|reducer)|jsutils[\\/](inspect|devAssert)))[\\/.]|src[\\/]app[\\/](?!.*((Page|Step|SignInAgain|LeaveQuestion)\.tsx|postOperation\.ts)$)|src[\\/]features[\\/]\w+[\\/]typePolicies\.ts$/,
              // Only what matches: graphql-js's parser and validation (GraphiQL's) stay out of it. Its printer
              // is here, not in the entry: the login page's request (postOperation, a chunk of its own) is
              // loaded when it is sent. Not here either: what no signed-in screen needs before it paints
              // (useMutation, which the screens' editors and forms use, the login request, the card that
              // signs a person in again when their session ends during use, and the question asked before
              // leaving unsaved changes).
              includeDependenciesRecursively: false,
              priority: 10,
            },
            { ...queries.group, includeDependenciesRecursively: false, priority: 15 },
            // The dashboard's first load in two chunks instead of some twenty: its own code with the open
            // issues list, and the screen kit it renders with (Chakra's table, grid and badge, ScrollTable,
            // the pager, the formatting helpers), which the lists elsewhere use too. issueFilters stays a
            // chunk of its own: the screenQueries chunk imports it, and whatever it imports index.html preloads.
            {
              name: 'issueFilters',
              test: /src[\\/]features[\\/]issue[\\/](issueFilters|issueCodes)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 7,
            },
            {
              name: 'dashboard',
              test: /src[\\/]features[\\/](dashboard[\\/]|issue[\\/](IssueList\.tsx|issueColours\.ts)$)/,
              includeDependenciesRecursively: false,
              priority: 6,
            },
            // What the dashboard's modules import that no group above took.
            { name: 'screenKit', test: /src[\\/]features[\\/]dashboard[\\/]/, priority: 5 },
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL ships React Compiler output marked "use no memo"; dropping the directive is harmless.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
