// Every type that implements the schema's Node interface is normalised in Apollo's cache under its own
// key (a hub's id, a lead's uid, an ECMS row's MPRN, a profile's type and id), so one object asked for by two screens, or
// refetched with node(id:), is one cache entry: a save shown in one place is shown everywhere.
// Keyed by the number rather than by nodeId because every screen already selects the number and none
// needs nodeId. possibleTypes lets the cache match `... on Hub` fragments inside a `node { }` selection.
// The test beside this file fails when the schema's list of Node types and this one differ.
import type { InMemoryCacheConfig, TypePolicies } from '@apollo/client';

/** Each Node type and the field(s) that identify it among its kind. */
export const NODE_KEY_FIELDS: Readonly<Record<string, string | readonly string[]>> = {
  Hub: 'id',
  Issue: 'id',
  // Action, pairing and route ids are unique on their own (table keys), though their nodeIds name the parent too.
  IssueAction: 'id',
  HubPairing: 'id',
  Lead: 'uid',
  EcmsRow: 'mprn',
  InstallationReport: 'uid',
  StockItem: 'hubId',
  Firmware: 'id',
  FirmwareSet: 'id',
  FirmwareRoute: 'id',
  Message: 'id',
  // A profile's id is unique only within its type.
  Profile: ['type', 'id'],
  AccessToken: 'id',
};

/** The key fields of a Node type as a list. */
export const keyFieldsOf = (type: string): readonly string[] => {
  const key = NODE_KEY_FIELDS[type];
  return key === undefined ? [] : typeof key === 'string' ? [key] : key;
};

export const nodeTypePolicies: TypePolicies = Object.fromEntries(
  Object.keys(NODE_KEY_FIELDS).map((type) => [type, { keyFields: [...keyFieldsOf(type)] }]),
);

export const nodeCache = {
  typePolicies: nodeTypePolicies,
  possibleTypes: { Node: Object.keys(NODE_KEY_FIELDS) },
} satisfies InMemoryCacheConfig;
