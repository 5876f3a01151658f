// Apollo Server as the gateway runs it. What can be done once is done once:
// - parse and validation (graphql's rules plus the depth and alias limits) are cached per document in
//   Apollo's document store, an in-memory LRU keyed by the SHA-256 of the query text, so a screen's
//   operation is parsed and validated on its first request only (asserted in documentCache.test.ts);
// - the cache-control plugin, which Apollo installs by default and which runs a hook for every resolved
//   field to compute a cache policy, is off: every answer is `cache-control: no-store` anyway
//   (graphqlHandler.ts), so on a page of 200 hubs it would be pure per-field overhead;
// - inline tracing (only for federated subgraphs, which this is not) is off.
import { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import { readOnlyTokens } from '../admin/readOnlyTokens.js';
import type { GatewayContext } from '../context.js';
import type { Logger } from '../logger.js';
import { aliasLimit } from './aliasLimit.js';
import { argumentPaths } from './argumentPaths.js';
import { depthLimit } from './depthLimit.js';
import { fragmentLimit } from './documentLimits.js';
import { formatErrorWith } from './formatError.js';
import type { OperationLimits } from './operationLimits.js';
import { operationLimits, stringifyWithCost } from './operationLimits.js';

export interface ApolloLimits extends OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxFragments: number;
}

export async function startApollo(
  schema: GraphQLSchema,
  limits: ApolloLimits,
  logger: Logger,
  /** More plugins (tests observe the request pipeline with one). */
  extraPlugins: ApolloServerPlugin<GatewayContext>[] = [],
) {
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // A document is refused while it is read once it passes maxTokens, whatever it holds: no body under
    // the 1 MB limit can then make parsing or validation expensive.
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [
      fragmentLimit(limits.maxFragments),
      depthLimit(limits.maxDepth),
      aliasLimit(limits.maxAliases),
      argumentPaths,
    ],
    stringifyResult: stringifyWithCost,
    // Left unset, documentStore is Apollo's default: an in-memory LRU of parsed and validated documents
    // (about 30 MiB). Setting it to null would parse and validate every request again.
    plugins: [
      // The default landing page loads Apollo Sandbox from a CDN; GraphiQL is served by the web app instead.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      operationLimits(limits),
      readOnlyTokens,
      ...extraPlugins,
    ],
    formatError: formatErrorWith(logger),
    logger: {
      debug() {},
      info() {},
      warn: (m) => logger.warn(String(m)),
      error: (m) => logger.error(String(m)),
    },
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  return apollo;
}
