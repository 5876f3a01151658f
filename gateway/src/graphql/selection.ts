// What a query asks for below the field being resolved, so a resolver can start the upstream calls its
// children will need at the same time as its own call instead of after it (one round trip, not two).
import { Kind } from 'graphql';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected directly below the current field, through fragments and inline
 * fragments. @skip/@include are not evaluated: a skipped field only costs a call made in vain.
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
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
  return names;
}
