import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { Logger } from '../logger.js';
import { aliasLimit } from './aliasLimit.js';
import { depthLimit } from './depthLimit.js';
import { formatErrorWith } from './formatError.js';

export interface ApolloLimits {
  maxDepth: number;
  maxAliases: number;
}

export async function startApollo(schema: GraphQLSchema, limits: ApolloLimits, logger: Logger) {
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: [depthLimit(limits.maxDepth), aliasLimit(limits.maxAliases)],
    // The default landing page loads Apollo Sandbox from a CDN; GraphiQL is served by the web app instead.
    plugins: [ApolloServerPluginLandingPageDisabled()],
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
