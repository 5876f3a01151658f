// Per-request limits checked once the operation and its variables are known, before anything executes,
// and the cost report every response carries in extensions.cost (docs/errors.md):
//   { requested: the estimated upstream calls (0 when the request never got that far),
//     actual: the upstream calls really made, budget: the most a request may be estimated at }.
// The report follows the request through AsyncLocalStorage, because Apollo's stringifyResult, the one
// place every answer passes (refusals before execution included), is not given the request's context.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit } from 'graphql';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { GatewayContext } from '../context.js';
import { estimateCost } from './cost.js';
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

const reports = new AsyncLocalStorage<CostReport>();

/** Runs one HTTP request with its cost report, so the answer carries it. */
export function withCostReport<T>(report: CostReport, run: () => T): T {
  return reports.run(report, run);
}

export function costExtension(report: CostReport) {
  return { requested: report.requested, actual: report.actual(), budget: report.budget };
}

/** Apollo's stringifyResult: the result as JSON, with extensions.cost when a report is running. */
export function stringifyWithCost(value: FormattedExecutionResult): string {
  const report = reports.getStore();
  if (!report) return JSON.stringify(value);
  return JSON.stringify({ ...value, extensions: { ...value.extensions, cost: costExtension(report) } });
}

/** True when some string in the (JSON) value is longer than max; iterative, so nesting cannot overflow. */
function hasLongString(value: unknown, max: number): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.length > max) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.length > max) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

// Apollo hands out the same DocumentNode for the same query text (its document store), so a document's
// literals are looked at once.
const longestLiteral = new WeakMap<DocumentNode, number>();

function longestStringLiteral(document: DocumentNode): number {
  let longest = longestLiteral.get(document);
  if (longest === undefined) {
    let found = 0;
    visit(document, {
      StringValue(node) {
        found = Math.max(found, node.value.length);
      },
    });
    longestLiteral.set(document, (longest = found));
  }
  return longest;
}

export function operationLimits(limits: OperationLimits): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema }) {
          if (
            longestStringLiteral(document) > limits.maxStringLength ||
            hasLongString(request.variables, limits.maxStringLength)
          )
            throw tooLongError(limits.maxStringLength);
          if (!operation) return;
          const requested = estimateCost(schema, document, operation, request.variables ?? {}, limits);
          const report = reports.getStore();
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
