// What a query asks for below the field being resolved, so a resolver can start the upstream calls its
// children will need at the same time as its own call instead of after it (one round trip, not two).
import { Kind } from 'graphql';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

// Apollo caches parsed documents, so the same screen's query brings the same FieldNode objects on every
// request: the answer is worked out once per document and field, not once per request.
const computed = new WeakMap<FieldNode, ReadonlySet<string>>();

/**
 * The names of the fields selected directly below the current field, through fragments and inline
 * fragments. @skip/@include are not evaluated: a skipped field only costs a call made in vain.
 */
export function selectedFields(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
): ReadonlySet<string> {
  const key = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const known = key && computed.get(key);
  if (known) return known;
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet, seen);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, new Set());
  if (key) computed.set(key, names);
  return names;
}
