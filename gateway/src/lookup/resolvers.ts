import type { LookupTable } from '../__generated__/resolvers-types.js';
import { keyLoader } from '../common/keyLoader.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { lookupTable } from './lookups.js';

const lookupLoader = (ctx: GatewayContext) => keyLoader((table: LookupTable) => lookupTable(ctx, table));

export const resolvers: Resolvers = {
  Query: {
    lookup: (_, { table }, ctx) => ctx.loaders(lookupLoader).load(table),
  },
};
