// Refuses operations nested deeper than the limit before anything runs: each level of a hub-shaped
// query can cost upstream calls, so depth is a cheap proxy for cost. Introspection fields do not count,
// so GraphiQL and codegen keep working.
//
// Each fragment's depth is worked out once per document and remembered: re-walking a fragment at every
// spread made 28 fragments that each spread the next one twice cost 2^27 visits (issue 16).
import { GraphQLError, Kind } from 'graphql';
import type { FragmentDefinitionNode, SelectionSetNode, ValidationRule } from 'graphql';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

class DepthWalker {
  private readonly known = new Map<string, number>();
  private readonly visiting = new Set<string>();

  constructor(private readonly fragments: Fragments) {}

  depthOf(set: SelectionSetNode): number {
    let deepest = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const below = selection.selectionSet ? this.depthOf(selection.selectionSet) : 0;
        deepest = Math.max(deepest, 1 + below);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, this.depthOf(selection.selectionSet));
      } else {
        deepest = Math.max(deepest, this.fragmentDepth(selection.name.value));
      }
    }
    return deepest;
  }

  private fragmentDepth(name: string): number {
    const known = this.known.get(name);
    if (known !== undefined) return known;
    const fragment = this.fragments.get(name);
    // Unknown and cyclic fragments are reported by graphql's own rules.
    if (!fragment || this.visiting.has(name)) return 0;
    this.visiting.add(name);
    const depth = this.depthOf(fragment.selectionSet);
    this.visiting.delete(name);
    this.known.set(name, depth);
    return depth;
  }
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const walker = new DepthWalker(fragments);
    return {
      OperationDefinition(operation) {
        const depth = walker.depthOf(operation.selectionSet);
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
