// Per-request limits checked once the operation and its variables are known, before anything executes,
// and the cost report every response carries in extensions.cost (docs/errors.md):
//   { requested: the estimated upstream calls (0 when the request never got that far),
//     actual: the upstream calls really made, budget: the most a request may be estimated at }.
// Apollo's stringifyResult, the one place every answer passes (refusals before execution included), is
// not given the request's context, so it writes a placeholder where the report goes and the HTTP handler,
// which holds the request's report, writes the report there (fillCostReport). This used to be carried by
// an AsyncLocalStorage; on Node 20 that turns on promise hooks for every promise of the process, which
// cost more gateway CPU per hub overview than the cost estimate itself.
import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit } from 'graphql';
import type { ASTNode, DocumentNode, FormattedExecutionResult, StringValueNode } from 'graphql';
import type { GatewayContext } from '../context.js';
import { estimateCost } from './cost.js';
import { valuePlace, variableArgumentPath } from './argumentPaths.js';
import { tooLongError } from './documentLimits.js';

export interface OperationLimits {
  /** The most upstream calls an operation may be estimated at. */
  maxCost: number;
  /** The longest string argument, literal or variable, in characters. */
  maxStringLength: number;
  maxPageSize: number;
}

export interface CostReport {
  requested: number;
  /** The upstream calls made so far. */
  actual(): number;
  budget: number;
}

export function costExtension(report: CostReport) {
  return { requested: report.requested, actual: report.actual(), budget: report.budget };
}

// A string no answer can otherwise hold where the report is written last: extensions is the answer's last
// member and cost the last of extensions, so the placeholder is found from the end whatever the data holds.
const COST_SLOT = `cost-report-${randomUUID()}`;
const QUOTED_SLOT = Buffer.from(JSON.stringify(COST_SLOT));

/** Apollo's stringifyResult: the result as JSON, with a placeholder for extensions.cost. */
export function stringifyWithCost(value: FormattedExecutionResult): string {
  return JSON.stringify({ ...value, extensions: { ...value.extensions, cost: COST_SLOT } });
}

/**
 * The answer Apollo wrote (stringifyWithCost) as the bytes to send, with the request's cost report in its
 * place. Done on the bytes: V8 builds a long JSON.stringify result in parts, and searching or slicing the
 * string joins them into one copy, and the edited string was joined again when written to the socket. An
 * answer over 128 KB in V8's heap (200 hubs, with one character beyond Latin-1 in an address) is a
 * large-object allocation each time, about 0.7 ms on a 2-core machine; encoding it once costs one.
 */
export function fillCostReport(body: string, report: CostReport): Buffer {
  const bytes = Buffer.from(body);
  const at = bytes.lastIndexOf(QUOTED_SLOT);
  if (at < 0) return bytes;
  const cost = Buffer.from(JSON.stringify(costExtension(report)));
  return Buffer.concat([bytes.subarray(0, at), cost, bytes.subarray(at + QUOTED_SLOT.length)]);
}

// A NUL character (U+0000) no field can hold: PostgreSQL's text refuses it, and fleet-api answered "A value
// has the wrong format or is out of range." without naming anything. Nobody types one; it comes from a
// script or a paste of binary data, so it is refused, named, rather than silently cut out of what is saved.
const NUL = '\u0000';

/** The refusal of a string argument holding NUL: named by its argument (field) and, for a variable, its path. */
function nulError(where: { node?: ASTNode; variable?: string; field?: string }): GraphQLError {
  const what = where.field
    ? `The value of ${where.field}`
    : where.variable && !where.node
      ? `The variable ${where.variable}`
      : 'A string argument';
  return new GraphQLError(
    `${what} holds a NUL character (U+0000), which cannot be stored or searched: remove it.`,
    {
      ...(where.node ? { nodes: [where.node] } : {}),
      extensions: {
        code: 'BAD_USER_INPUT',
        ...(where.field ? { field: where.field } : {}),
        ...(where.variable ? { variable: where.variable } : {}),
        http: { status: 400 },
      },
    },
  );
}

/**
 * Where the first string longer than max, or holding NUL, sits in the variables ("$input.information.contactNote",
 * "$ids[3]"), or null; iterative, so nesting cannot overflow. Only containers go on the stack: a variable
 * of 400,000 numbers is one pass over an array, not 400,000 pushes and pops (which cost as much as
 * parsing the body did).
 */
function longStringAt(variables: unknown, max: number): { at: string; nul: boolean } | null {
  const offending: { text?: string } = {};
  const at = badStringAt(
    variables,
    (text) => {
      const bad = text.length > max || text.includes(NUL);
      if (bad) offending.text = text;
      return bad;
    },
    max,
  );
  if (at === null) return null;
  // A key too long is named by where it sits, and is no string value: only a value's NUL is reported.
  const nul = offending.text !== undefined && offending.text.length <= max && !at.endsWith('<key>');
  return { at, nul };
}

function badStringAt(variables: unknown, bad: (text: string) => boolean, max: number): string | null {
  const pending: Array<[object, string]> = [];
  const tooLong = (item: unknown, path: string): boolean => {
    if (typeof item === 'string') return bad(item);
    if (item !== null && typeof item === 'object') pending.push([item, path]);
    return false;
  };
  if (tooLong(variables, '$')) return '$';
  while (pending.length > 0) {
    const [next, path] = pending.pop()!;
    if (Array.isArray(next)) {
      for (let i = 0; i < next.length; i++) if (tooLong(next[i], `${path}[${i}]`)) return `${path}[${i}]`;
    } else {
      for (const key in next) {
        const at = path === '$' ? `$${key}` : `${path}.${key}`;
        // A key too long is named by where it sits ("$row.<key>"), not repeated whole in the message.
        if (key.length > max) return path === '$' ? '$<key>' : `${path}.<key>`;
        if (tooLong((next as Record<string, unknown>)[key], at)) return at;
      }
    }
  }
  return null;
}

// Apollo hands out the same DocumentNode for the same query text (its document store), so a document's
// literals are looked at once.
const literalsOf = new WeakMap<DocumentNode, Literals>();

interface Literals {
  /** The longest string literal (its node, for the error's location), or null for none. */
  longest: StringValueNode | null;
  /** The first string literal holding NUL, or null. */
  nul: StringValueNode | null;
}

function stringLiterals(document: DocumentNode): Literals {
  let literals = literalsOf.get(document);
  if (literals === undefined) {
    const found: Literals = { longest: null, nul: null };
    visit(document, {
      StringValue(node) {
        if (node.value.length > (found.longest?.value.length ?? -1)) found.longest = node;
        if (found.nul === null && node.value.includes(NUL)) found.nul = node;
      },
    });
    literalsOf.set(document, (literals = found));
  }
  return literals;
}

export function operationLimits(limits: OperationLimits): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema, contextValue }) {
          const literals = stringLiterals(document);
          if (literals.longest && literals.longest.value.length > limits.maxStringLength)
            throw tooLongError(limits.maxStringLength, {
              node: literals.longest,
              ...valuePlace(literals.longest),
            });
          if (literals.nul) throw nulError({ node: literals.nul, ...valuePlace(literals.nul) });
          const variable = longStringAt(request.variables ?? {}, limits.maxStringLength);
          if (variable?.nul)
            throw nulError({ variable: variable.at, field: variableArgumentPath(operation, variable.at) });
          // A key too long is named by where it sits ("$f.<key>"), and so by the argument of its object ("filter").
          if (variable)
            throw tooLongError(limits.maxStringLength, {
              variable: variable.at,
              field: variableArgumentPath(operation, variable.at.replace(/\.<key>$/, '')),
            });
          if (!operation) return;
          const requested = estimateCost(schema, document, operation, request.variables ?? {}, limits);
          const report = contextValue.costReport;
          if (report) report.requested = requested;
          if (requested > limits.maxCost) {
            throw new GraphQLError(
              `This operation could make ${requested} calls to the fleet API; the budget is ${limits.maxCost}. ` +
                'Ask for fewer items (a smaller first/last) or fewer nested fields per item.',
              {
                extensions: {
                  code: 'COST_LIMIT_EXCEEDED',
                  cost: { requested, budget: limits.maxCost },
                  http: { status: 400 },
                },
              },
            );
          }
        },
      };
    },
  };
}
