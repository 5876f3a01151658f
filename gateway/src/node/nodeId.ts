// The opaque global ids of the Node interface: base64 of "Type:key". The key is the object's own id
// (a hub's id, a lead's uid, an ECMS row's MPRN), so a nodeId needs no lookup table and never expires.
// Where the upstream can only fetch an object through its parent, the key names both ("pair": an issue
// action is issueId:actionId, a hub pairing hubId:pairingId, a firmware route setId:routeId); a profile's key is its type and id.
// Callers are told the id is opaque, so the form may change later without breaking a documented promise.

/** The types that implement Node, with the form their key takes. */
export const NODE_KEYS = {
  Hub: 'int',
  Issue: 'int',
  Lead: 'int',
  EcmsRow: 'text',
  InstallationReport: 'int',
  IssueAction: 'pair',
  HubPairing: 'pair',
  StockItem: 'int',
  Firmware: 'int',
  FirmwareSet: 'int',
  FirmwareRoute: 'pair',
  Message: 'int',
  Profile: 'profile',
  AccessToken: 'int',
} as const satisfies Record<string, KeyForm>;

type KeyForm = 'int' | 'text' | 'pair' | 'profile';
type TypesOf<F extends KeyForm> = { [T in NodeType]: (typeof NODE_KEYS)[T] extends F ? T : never }[NodeType];

export type NodeType = keyof typeof NODE_KEYS;

export type NodeRef =
  | { type: TypesOf<'int'>; key: number }
  | { type: TypesOf<'text'>; key: string }
  | { type: TypesOf<'pair'>; key: readonly [number, number] }
  | { type: TypesOf<'profile'>; key: { profileType: string; id: string } };

/** The key of a nodeId in its text form: a pair joined by ":", a profile as "type:id". */
export type NodeKey = number | string | readonly [number, number] | { profileType: string; id: string };

const MAX_INT = 2 ** 31 - 1;

function keyText(key: NodeKey): string {
  if (typeof key === 'object' && 'profileType' in key) return `${key.profileType}:${key.id}`;
  return typeof key === 'object' ? key.join(':') : String(key);
}

export function encodeNodeId(type: NodeType, key: NodeKey): string {
  return Buffer.from(`${type}:${keyText(key)}`, 'utf8').toString('base64');
}

const INT = /^[1-9][0-9]{0,9}$/;
const toInt = (text: string): number | null =>
  INT.test(text) && Number(text) <= MAX_INT ? Number(text) : null;
const plainText = (text: string, max: number) =>
  text.trim() === text && text.length > 0 && text.length <= max;

/** The type and key of a nodeId, or null when the text is not one this gateway gave out. */
export function decodeNodeId(id: string): NodeRef | null {
  // Buffer's decoder skips characters it does not know, so the id must be canonical base64 to count.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id)) return null;
  const text = Buffer.from(id, 'base64').toString('utf8');
  if (Buffer.from(text, 'utf8').toString('base64') !== id) return null;
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const type = text.slice(0, colon);
  const key = text.slice(colon + 1);
  if (!Object.hasOwn(NODE_KEYS, type)) return null;
  const form = NODE_KEYS[type as NodeType];
  if (form === 'text') return plainText(key, 64) ? { type: type as TypesOf<'text'>, key } : null;
  if (form === 'pair') {
    const [first, second, ...rest] = key.split(':').map(toInt);
    return first && second && rest.length === 0
      ? { type: type as TypesOf<'pair'>, key: [first, second] }
      : null;
  }
  if (form === 'profile') {
    const split = key.indexOf(':');
    const profileType = key.slice(0, split);
    const id = key.slice(split + 1);
    return split > 0 && plainText(profileType, 64) && plainText(id, 64) && !id.includes(':')
      ? { type: type as TypesOf<'profile'>, key: { profileType, id } }
      : null;
  }
  const int = toInt(key);
  return int ? { type: type as TypesOf<'int'>, key: int } : null;
}
