// Which argument a value of the document stands at ("since", "filter.search"), so a refusal of the value
// can name it in extensions.field as the gateway's own argument checks do (docs/errors.md). graphql-js
// refuses a literal its type cannot hold ("Int cannot represent non 32-bit signed integer value: …",
// the DateTime scalar's words) with the literal's node only; the paths are recorded while the document
// is validated (the rule below), once per document, as Apollo validates a document once and caches it.
import { Kind } from 'graphql';
import type { ASTNode, DocumentNode, ValidationRule, ValueNode } from 'graphql';

const valuePaths = new WeakMap<ASTNode, string>();
const variablePaths = new WeakMap<DocumentNode, Map<string, string>>();

function record(value: ValueNode, path: string, variables: Map<string, string>): void {
  valuePaths.set(value, path);
  if (value.kind === Kind.VARIABLE) {
    if (!variables.has(value.name.value)) variables.set(value.name.value, path);
  } else if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      valuePaths.set(field, `${path}.${field.name.value}`);
      record(field.value, `${path}.${field.name.value}`, variables);
    }
  } else if (value.kind === Kind.LIST) {
    for (const item of value.values) record(item, path, variables);
  }
}

/** Records the argument path of every value written in the document's field arguments. */
export const argumentPaths: ValidationRule = (context) => {
  const document = context.getDocument();
  const variables = variablePaths.get(document) ?? new Map<string, string>();
  variablePaths.set(document, variables);
  return {
    Argument(node) {
      record(node.value, node.name.value, variables);
    },
  };
};

/** The argument path a value of a validated document stands at, if it stands in a field's argument. */
export function argumentPathOf(node: ASTNode | undefined): string | undefined {
  return node ? valuePaths.get(node) : undefined;
}

/**
 * The argument path a variable's part is used at: "$input.information.contactNote", with $input given as
 * `input`, is "input.information.contactNote". Undefined when the variable is not an argument's whole value.
 */
export function variableArgumentPath(document: DocumentNode, variablePath: string): string | undefined {
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)(.*)$/.exec(variablePath);
  if (!match) return undefined;
  const at = variablePaths.get(document)?.get(match[1]!);
  return at === undefined ? undefined : `${at}${match[2]}`;
}
