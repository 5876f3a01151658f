// Refuses operations nested deeper than the limit before anything runs: each level of a hub-shaped
// query can cost upstream calls, so depth is a cheap proxy for cost. Introspection fields do not count,
// so GraphiQL and codegen keep working.
import { GraphQLError, Kind } from 'graphql';
import type { FragmentDefinitionNode, SelectionSetNode, ValidationRule } from 'graphql';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function depthOf(set: SelectionSetNode, fragments: Fragments, visiting: Set<string>): number {
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const below = selection.selectionSet ? depthOf(selection.selectionSet, fragments, visiting) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Unknown and cyclic fragments are reported by graphql's own rules.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          const name = operation.name ? `"${operation.name.value}"` : 'The operation';
          context.reportError(
            new GraphQLError(`${name} is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [operation],
              extensions: { limit: 'depth', max: maxDepth },
            }),
          );
        }
      },
    };
  };
}
