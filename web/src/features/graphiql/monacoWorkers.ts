// GraphiQL's editor (Monaco) runs its language services in web workers. graphiql ships this same set-up
// as `graphiql/setup-workers/vite`, but Vite's dev-server dependency pre-bundling cannot follow the
// `?worker` imports inside a published package; from our own source Vite handles them in dev and build.
import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

const environment: Environment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};

// Monaco reads this whenever it starts a worker.
window.MonacoEnvironment = environment;
