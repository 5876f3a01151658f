// Stock (spec 2 §2 Stock): the list, bulk modify, the summary and installation jobs by status. Thin:
// each resolver calls one module of this folder.
import { requireSession } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { installJobsByStatus } from './installJobs.js';
import { modifyStock } from './modify.js';
import { stockConnection } from './stockList.js';
import { stockSummary } from './summary.js';

export const resolvers: Resolvers = {
  Query: {
    stock: (_, args, ctx) => {
      requireSession(ctx);
      return stockConnection(ctx, args);
    },
    stockSummary: (_, __, ctx) => {
      requireSession(ctx);
      return stockSummary(ctx);
    },
    installJobsByStatus: (_, { uploadedFrom }, ctx) => {
      requireSession(ctx);
      return installJobsByStatus(ctx, uploadedFrom ?? null);
    },
  },
  Mutation: {
    previewStockModify: (_, { input }, ctx) => {
      requireSession(ctx);
      return modifyStock(ctx, input, true);
    },
    modifyStock: (_, { input }, ctx) => {
      requireSession(ctx);
      return modifyStock(ctx, input, false);
    },
  },
};
