// Limits on the document itself, checked while it is validated (reported like graphql's own rules, as
// GRAPHQL_VALIDATION_FAILED with extensions.limit).
//
// The fragment limit and the parser's token limit (apollo.ts) together keep graphql's own
// NoFragmentCycles rule safe: it recurses once per spread in a chain, and 4,000 chained fragments
// overflowed the stack into a 500 (issue 16). Under MAX_TOKENS no chain can be longer than about
// MAX_TOKENS / 8 fragments (each definition is at least 8 tokens), which is checked in limits.test.ts.
import { GraphQLError, Kind } from 'graphql';
import type { ASTNode, ValidationRule } from 'graphql';

/** At most `maxFragments` fragment definitions in a document. */
export function fragmentLimit(maxFragments: number): ValidationRule {
  return (context) => ({
    Document(document) {
      const count = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).length;
      if (count > maxFragments) {
        context.reportError(
          new GraphQLError(`The document defines ${count} fragments; the limit is ${maxFragments}.`, {
            extensions: { limit: 'fragments', max: maxFragments },
          }),
        );
      }
    },
  });
}

/**
 * The refusal of a string argument longer than the limit, the caller's mistake: a literal is located in
 * the document, a variable named by its path (`extensions.variable`, "$input.information.contactNote");
 * both name the argument path the value stands at or feeds (`extensions.field`, "input.information.contactNote"),
 * as the gateway's other argument refusals do, when it stands in one.
 */
export function tooLongError(
  maxLength: number,
  where: { node?: ASTNode; variable?: string; field?: string } = {},
): GraphQLError {
  // A literal (a variable's default included) is "A string argument", located.
  const what = where.variable && !where.node ? `The variable ${where.variable}` : 'A string argument';
  return new GraphQLError(`${what} is longer than ${maxLength} characters; the limit is ${maxLength}.`, {
    ...(where.node ? { nodes: [where.node] } : {}),
    extensions: {
      code: 'BAD_USER_INPUT',
      limit: 'stringLength',
      max: maxLength,
      ...(where.field !== undefined ? { field: where.field } : {}),
      ...(where.variable ? { variable: where.variable } : {}),
      http: { status: 400 },
    },
  });
}
