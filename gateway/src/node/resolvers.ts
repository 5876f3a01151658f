// Global object identification (the Node interface): every type with an id of its own answers a nodeId,
// and node(id:) / nodes(ids:) fetch any of them again, so a script can refetch what it was given and
// Apollo Client can normalise every object. The types keep their numeric ids (staff and scripts use
// them); nodeId sits beside them, as PostGraphile does when `id` is already taken.
import { GraphQLError } from 'graphql';
import type * as G from '../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../common/notFound.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { toHubModel } from '../hub/hubModel.js';
import { hubLoaders } from '../hub/loaders.js';
import type { IssueActionModel } from '../issue/issueModel.js';
import { nodeLoaders } from './loaders.js';
import { decodeNodeId, encodeNodeId } from './nodeId.js';
import type { NodeRef } from './nodeId.js';

// nodeId is resolved here, from the key, so the areas build their rows without it; contactDetailsHidden
// (leads, ECMS rows, reports) from the caller's rights (auth/rights.ts), not from the row.
type WithoutNodeId<T> = Omit<T, '__typename' | 'nodeId' | 'contactDetailsHidden'>;
declare module '../hub/hubModel.js' {
  interface HubExtensionFields {
    nodeId: true;
  }
}
declare module '../graphql/resolverTypes.js' {
  interface Models {
    Lead: WithoutNodeId<G.Lead>;
    EcmsRow: WithoutNodeId<G.EcmsRow>;
    InstallationReport: WithoutNodeId<G.InstallationReport>;
    IssueAction: IssueActionModel;
    StockItem: WithoutNodeId<G.StockItem>;
    Firmware: WithoutNodeId<G.Firmware>;
    FirmwareSet: WithoutNodeId<G.FirmwareSet>;
    FirmwareRoute: WithoutNodeId<G.FirmwareRoute>;
    AccessToken: WithoutNodeId<G.AccessToken>;
  }
}

/** nodes(ids:) takes at most this many ids. */
export const MAX_NODE_IDS = 100;

const malformed = (id: string) =>
  new GraphQLError(`"${id.slice(0, 80)}" is not a nodeId: pass the nodeId of an object as given.`, {
    extensions: { code: 'BAD_USER_INPUT', field: 'id' },
  });

async function load(ctx: GatewayContext, ref: NodeRef): Promise<object | null> {
  const loaders = ctx.loaders(nodeLoaders);
  let value: object | null;
  switch (ref.type) {
    case 'Hub': {
      const record = await nullWhenNotFound(ctx.loaders(hubLoaders).byId.load(ref.key));
      value = record && toHubModel(record);
      break;
    }
    case 'EcmsRow':
      value = await loaders.EcmsRow.load(ref.key);
      break;
    case 'IssueAction':
    case 'HubPairing':
    case 'FirmwareRoute':
      value = await loaders[ref.type].load(ref.key);
      break;
    case 'Profile':
      value = await loaders.Profile.load(`${ref.key.profileType}:${ref.key.id}`);
      break;
    default:
      value = await loaders[ref.type].load(ref.key);
  }
  // The interface's type is found by __typename (graphql-js's default type resolver).
  return value && { ...value, __typename: ref.type };
}

function nodeOf(ctx: GatewayContext, id: string): Promise<object | null> | GraphQLError {
  const ref = decodeNodeId(id);
  return ref ? load(ctx, ref) : malformed(id);
}

export const resolvers: Resolvers = {
  Query: {
    node: (_, { id }, ctx) => {
      requireSession(ctx);
      const node = nodeOf(ctx, id);
      if (node instanceof GraphQLError) throw node;
      return node as never;
    },
    nodes: (_, { ids }, ctx) => {
      requireSession(ctx);
      if (ids.length > MAX_NODE_IDS)
        throw new GraphQLError(`ids holds ${ids.length} ids; at most ${MAX_NODE_IDS} are allowed.`, {
          extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
        });
      // An Error in the list is reported at that entry's path, and the entry is null; the rest stand.
      return ids.map((id) => nodeOf(ctx, id)) as never;
    },
  },
  Hub: { nodeId: (hub) => encodeNodeId('Hub', hub.id) },
  Issue: { nodeId: (issue) => encodeNodeId('Issue', issue.id) },
  Lead: { nodeId: (lead) => encodeNodeId('Lead', lead.uid) },
  EcmsRow: { nodeId: (row) => encodeNodeId('EcmsRow', row.mprn) },
  InstallationReport: { nodeId: (report) => encodeNodeId('InstallationReport', report.uid) },
  IssueAction: { nodeId: (action) => encodeNodeId('IssueAction', [action.issueId, action.id]) },
  HubPairing: { nodeId: (pairing) => encodeNodeId('HubPairing', [pairing.hubId, pairing.id]) },
  StockItem: { nodeId: (item) => encodeNodeId('StockItem', item.hubId) },
  Firmware: { nodeId: (firmware) => encodeNodeId('Firmware', firmware.id) },
  FirmwareSet: { nodeId: (set) => encodeNodeId('FirmwareSet', set.id) },
  FirmwareRoute: { nodeId: (route) => encodeNodeId('FirmwareRoute', [route.setId, route.id]) },
  Message: { nodeId: (message) => encodeNodeId('Message', Number(message.id)) },
  Profile: { nodeId: (profile) => encodeNodeId('Profile', { profileType: profile.type, id: profile.id }) },
  AccessToken: { nodeId: (token) => encodeNodeId('AccessToken', Number(token.id)) },
};
