// Which argument a value of the document stands at ("since", "filter.search"), so a refusal of the value
// can name it in extensions.field as the gateway's own argument checks do (docs/errors.md). graphql-js
// refuses a literal its type cannot hold ("Int cannot represent non 32-bit signed integer value: …",
// the DateTime scalar's words) with the literal's node only, and a variable's value with the variable's
// definition only; the paths are recorded while the document is validated (the rule below), once per
// document, as Apollo validates a document once and caches it.
//
// A list's items stand at the list's own path ("ids", not "ids[1]"): the argument is what is named.
//
// A variable is named by the argument it is given to. Given to several (`glitches(since: $t, until: $t)`),
// it is the one written first in the document, among the operation's own arguments and those of the
// fragments it spreads: the value is refused for the variable's type, which every one of them shares.
//
// A value written in a variable's default (`query ($n: Int = "x")`) stands in no argument: it is named as
// a value given for the variable would be, by the variable's part ("$f.lastSeenAfter", "$ids[1]") and the
// argument path that part feeds.
import { Kind } from 'graphql';
import type {
  ASTNode,
  OperationDefinitionNode,
  ValidationRule,
  ValueNode,
  VariableDefinitionNode,
  VariableNode,
} from 'graphql';

const valuePaths = new WeakMap<ASTNode, string>();
const definitionPaths = new WeakMap<VariableDefinitionNode, string>();
const defaultParts = new WeakMap<ASTNode, { definition: VariableDefinitionNode; part: string }>();

function record(value: ValueNode, path: string): void {
  valuePaths.set(value, path);
  if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      valuePaths.set(field, `${path}.${field.name.value}`);
      record(field.value, `${path}.${field.name.value}`);
    }
  } else if (value.kind === Kind.LIST) {
    for (const item of value.values) record(item, path);
  }
}

/** Records the variable's part ("", ".filter.search", "[1]") of every value written in its default. */
function recordDefault(value: ValueNode, definition: VariableDefinitionNode, part: string): void {
  defaultParts.set(value, { definition, part });
  if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      defaultParts.set(field, { definition, part: `${part}.${field.name.value}` });
      recordDefault(field.value, definition, `${part}.${field.name.value}`);
    }
  } else if (value.kind === Kind.LIST) {
    value.values.forEach((item, index) => recordDefault(item, definition, `${part}[${index}]`));
  }
}

/**
 * Records the argument path of every value written in the document's arguments, variables included, and
 * the variable's part of every value written in a variable's default.
 */
export const argumentPaths: ValidationRule = (context) => ({
  Argument(node) {
    record(node.value, node.name.value);
  },
  VariableDefinition(node) {
    if (node.defaultValue) recordDefault(node.defaultValue, node, '');
  },
  // Every argument has been seen (fragments may follow the operations that spread them).
  Document: {
    leave(document) {
      for (const operation of document.definitions) {
        if (operation.kind !== Kind.OPERATION_DEFINITION || !operation.variableDefinitions?.length) continue;
        const first = new Map<string, VariableNode>();
        for (const { node } of context.getRecursiveVariableUsages(operation)) {
          const before = first.get(node.name.value);
          if (!valuePaths.has(node)) continue;
          if (!before || (node.loc && before.loc && node.loc.start < before.loc.start))
            first.set(node.name.value, node);
        }
        for (const definition of operation.variableDefinitions) {
          const usage = first.get(definition.variable.name.value);
          const path = usage && valuePaths.get(usage);
          if (path !== undefined) definitionPaths.set(definition, path);
        }
      }
    },
  },
});

/**
 * Where a value written in a validated document stands: in an argument, its path (`field`); in a
 * variable's default, the variable's part (`variable`, "$f.lastSeenAfter", "$ids[1]") and the argument
 * path that part feeds (`field`, unless the variable is given to no argument). Undefined elsewhere.
 */
export function valuePlace(node: ASTNode | undefined): { field?: string; variable?: string } | undefined {
  if (!node) return undefined;
  const field = valuePaths.get(node);
  if (field !== undefined) return { field };
  const inDefault = defaultParts.get(node);
  if (!inDefault) return undefined;
  const feeds = variableDefinitionPath(inDefault.definition, inDefault.part);
  return {
    ...(feeds === undefined ? {} : { field: feeds }),
    variable: `$${inDefault.definition.variable.name.value}${inDefault.part}`,
  };
}

/**
 * The argument path a variable's part feeds: `$input` given as `input`, its part ".information.contactNote"
 * (graphql-js's and our variable paths: ".key", "[index]") feeds "input.information.contactNote"; a list
 * item, the list ("[3]" of `$ids` given as `ids` is "ids"). Undefined for a variable of no argument.
 */
export function variableDefinitionPath(definition: VariableDefinitionNode, part = ''): string | undefined {
  const at = definitionPaths.get(definition);
  return at === undefined ? undefined : `${at}${part.replace(/\[\d+\]/g, '')}`;
}

/**
 * The argument path a variable's part is used at in the operation: "$input.information.contactNote",
 * with $input given as `input`, is "input.information.contactNote". Undefined when the operation declares
 * no such variable, or gives it to no argument.
 */
export function variableArgumentPath(
  operation: OperationDefinitionNode | undefined,
  variablePath: string,
): string | undefined {
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)(.*)$/.exec(variablePath);
  if (!match || !operation) return undefined;
  const definition = operation.variableDefinitions?.find((d) => d.variable.name.value === match[1]);
  return definition && variableDefinitionPath(definition, match[2]);
}
