// What a query asks for below the field being resolved, so a resolver can start the upstream calls its
// children will need at the same time as its own call instead of after it (one round trip, not two).
import { Kind } from 'graphql';
import type { DirectiveNode, FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

// Apollo caches parsed documents, so the same screen's query brings the same FieldNode objects on every
// request: what is selected is worked out once per document and field, not once per request. A field
// under @skip/@include is kept apart with its conditions, which are decided per request by its variables
// (a grid's later pages leave out the totalCount its first page asks for: `@include(if: $withTotal)`).
interface Selection {
  always: ReadonlySet<string>;
  conditional: ReadonlyArray<{ name: string; conditions: readonly DirectiveNode[] }>;
}
const computed = new WeakMap<FieldNode, Selection>();

const conditionsOf = (node: { directives?: readonly DirectiveNode[] | undefined }) =>
  (node.directives ?? []).filter((d) => d.name.value === 'skip' || d.name.value === 'include');

/** Whether @skip/@include let the node through; a condition not known here counts as selected. */
function passes(
  conditions: readonly DirectiveNode[],
  variables: Readonly<Record<string, unknown>> | undefined,
) {
  return conditions.every((directive) => {
    const value = directive.arguments?.find((argument) => argument.name.value === 'if')?.value;
    const known =
      value?.kind === Kind.BOOLEAN
        ? value.value
        : value?.kind === Kind.VARIABLE
          ? variables?.[value.name.value]
          : undefined;
    if (typeof known !== 'boolean') return true;
    return directive.name.value === 'include' ? known : !known;
  });
}

function selectionOf(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Selection {
  const key = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const known = key && computed.get(key);
  if (known) return known;
  const always = new Set<string>();
  const conditional: Array<{ name: string; conditions: readonly DirectiveNode[] }> = [];
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>, outer: readonly DirectiveNode[]) => {
    for (const selection of set?.selections ?? []) {
      const conditions = [...outer, ...conditionsOf(selection)];
      if (selection.kind === Kind.FIELD) {
        if (conditions.length === 0) always.add(selection.name.value);
        else conditional.push({ name: selection.name.value, conditions });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen, conditions);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet, seen, conditions);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, new Set(), []);
  const selection = { always, conditional: conditional.filter(({ name }) => !always.has(name)) };
  if (key) computed.set(key, selection);
  return selection;
}

/**
 * The names of the fields selected directly below the current field, through fragments and inline
 * fragments, with @skip/@include decided by the request's variables (one given as a literal too).
 */
export function selectedFields(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> & {
    variableValues?: GraphQLResolveInfo['variableValues'];
  },
): ReadonlySet<string> {
  const { always, conditional } = selectionOf(info);
  if (conditional.length === 0) return always;
  const names = new Set(always);
  for (const { name, conditions } of conditional)
    if (passes(conditions, info.variableValues)) names.add(name);
  return names;
}
