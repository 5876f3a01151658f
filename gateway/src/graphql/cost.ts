// The cost of an operation, in upstream calls, estimated from the document before anything runs, so a
// request that would make hundreds of fleet API calls is refused instead of tying up the connection pool
// for seconds (one request was measured making 801 calls in 7.8 s; issue 16).
//
// The model follows how the resolvers reach the upstream:
// - every root field costs one call (the few that cost none or two are listed in FIELD_CALLS), also where
//   it is reached through a mutation payload's `query` field;
// - below the root, a field costs a call per parent object only when its resolver makes one: the fields
//   in FIELD_CALLS, and any field answering a connection (a page is an upstream call);
// - a list multiplies what its items cost: a connection's items by its `first`/`last` (or the argument's
//   default, or the one default page of every connection), a plain list by the number of rows it can hold;
// - a list of objects asked for by id (nodes(ids:)) costs a call per id (the hubs among them one call
//   together, as they are batched), and holds as many items.
// It is an upper bound in practice: DataLoader and the shared cache often make the real number smaller,
// never larger (asserted for every screen in screenCosts.integration.test.ts). Each fragment is costed
// once per page size, so a fragment bomb costs no more to estimate than to parse.
import { PAGE_LIMITS } from '../common/connection.js';
import { HUB_IDS_PER_CALL } from '../hub/rest.js';
import { decodeNodeId } from '../node/nodeId.js';
import { getNamedType, getNullableType, isListType, isObjectType, isInterfaceType, Kind } from 'graphql';
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';

/** Calls a field makes per parent object, where the default rule above would be wrong. */
const FIELD_CALLS: Readonly<Record<string, number>> = {
  'Query.ok': 0,
  'Mutation.noop': 0,
  'Query.dashboardLinks': 0,
  'Query.issueStatistics': 2,
  'Mutation.login': 2,
  // The token, then the profile it belongs to (auth/resolvers.ts signIn).
  'Mutation.changePassword': 2,
  // Mutations that read before they write: the issue before its action, the stored information a partial
  // input is merged over, the hub whose firmware decides the smart-tech flags, the readings a new one is
  // checked against before it is saved unconfirmed.
  'Mutation.performIssueAction': 2,
  'Mutation.updateHubInformation': 2,
  'Mutation.updateSmartTech': 2,
  'Mutation.saveMeterReading': 2,
  'Hub.information': 1,
  'Hub.state': 1,
  'Hub.upgradeTarget': 1,
  'Hub.upgradeAvailable': 1,
  'Hub.supersededBy': 1,
  'Issue.actions': 1,
  // Hub data reached from the hub: one call per hub (the rows of a connection are counted as pages).
  'Hub.boilerDetails': 1,
  'Hub.fuelFills': 1,
  'Hub.pairings': 1,
  'Hub.schedule': 1,
  'Hub.spend': 1,
  'Hub.installation': 1,
  // The three summary tables and the shipment and company lookups (cached, but an estimate is an upper bound).
  'Query.stockSummary': 5,
  // The report grid's total is a count call of its own, made only when selected.
  'InstallationReportConnection.totalCount': 1,
  // ECMS: the page (or the list, or the report's rows), and the status lookup when a status is searched by
  // name (cached); the total is a count call of its own.
  'Query.ecmsRows': 2,
  'Query.ecmsMprns': 2,
  'Mutation.exportEcmsReport': 2,
  'EcmsRowConnection.totalCount': 1,
  'LeadConnection.totalCount': 1,
  // The logs' totals: one count call each, made only when selected (common/connection.ts logCount).
  'CommsConnection.totalCount': 1,
  'HubActionConnection.totalCount': 1,
  'GlitchConnection.totalCount': 1,
  'RebootConnection.totalCount': 1,
  'HealthSnapshotConnection.totalCount': 1,
  'MeterReadingConnection.totalCount': 1,
  'MessageConnection.totalCount': 1,
  'HubConnection.totalCount': 1,
  'IssueConnection.totalCount': 1,
};

/**
 * Fields whose totalCount alone is batched: the counts of every parent in the response come from one call
 * per field in the document (a DataLoader over the parents' ids), whatever the number of parents.
 */
const BATCHED_COUNTS: ReadonlySet<string> = new Set(['Hub.issues']);

/**
 * A row's way back to its hub (hub/loaders.ts hubsById): the hubs of the rows of one list come from one
 * call for up to HUB_IDS_PER_CALL rows, as they are asked for in the same turn of the event loop. The rows
 * of one list are: the items of the list the row is in, when nothing between makes a call of its own (a
 * call's answers arrive at different times, and are then counted as separate lists).
 */
const BATCHED_HUB: ReadonlySet<string> = new Set([
  'Boiler.hub',
  'FuelFill.hub',
  'HubPairing.hub',
  'HubSchedule.hub',
  'HubSpend.hub',
  'Glitch.hub',
  'Reboot.hub',
  'MeterReading.hub',
  'CommsRecord.hub',
  'HubAction.hub',
  'Message.hub',
  'Issue.hub',
]);

/** The most rows a plain (non-connection) list field can answer, where it is known. */
const LIST_ROWS: Readonly<Record<string, number>> = {
  'Query.newHubs': 1000,
  'Query.problemHubs': 500,
  'Query.searchHubs': 50,
};

/**
 * Lists of objects asked for by id, one call per id at most (node/loaders.ts: issues, stock items, messages
 * and profiles have only a one-by-one route), except the hubs among them, which come from one call per
 * HUB_IDS_PER_CALL (hub/loaders.ts hubsById; a nodeId says its type). The field's items are the ids given.
 * The ids are read from the literal list or the variable; an unreadable list is taken at the field's limit,
 * a call each.
 */
const CALL_PER_ID: Readonly<Record<string, { argument: string; max: number }>> = {
  'Query.nodes': { argument: 'ids', max: 100 },
};

export interface CostSettings {
  /** Rows assumed for a plain list whose size is not known (LIST_ROWS). */
  maxPageSize: number;
}

type Variables = Readonly<Record<string, unknown>>;

function isConnection(type: GraphQLNamedType): boolean {
  return type.name.endsWith('Connection');
}

class CostWalker {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly known = new Map<string, number>();
  private readonly visiting = new Set<string>();
  /** The batched count fields met: each costs one call in all. */
  readonly batched = new Set<FieldNode>();
  /** The variables the estimate read (page sizes): the only ones a cached estimate depends on. */
  readonly read = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Variables,
    private readonly settings: CostSettings,
  ) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    }
  }

  /**
   * Calls for one object of `type` with this selection; `pageSize` is the items of the enclosing
   * connection, `rows` the objects resolved with this one in one turn (BATCHED_HUB).
   */
  selectionCost(
    set: SelectionSetNode,
    type: GraphQLNamedType,
    root: boolean,
    pageSize: number,
    rows = 1,
  ): number {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total += this.fieldCost(selection, type, root, pageSize, rows);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : type;
        total += this.selectionCost(selection.selectionSet, on ?? type, root, pageSize, rows);
      } else {
        total += this.fragmentCost(selection.name.value, root, pageSize, rows);
      }
    }
    return total;
  }

  private fragmentCost(name: string, root: boolean, pageSize: number, rows: number): number {
    const key = `${name}:${root}:${pageSize}:${rows}`;
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const fragment = this.fragments.get(name);
    // Unknown and cyclic fragments are refused by validation before the cost is asked for.
    if (!fragment || this.visiting.has(key)) return 0;
    const type = this.schema.getType(fragment.typeCondition.name.value);
    if (!type) return 0;
    this.visiting.add(key);
    const cost = this.selectionCost(fragment.selectionSet, type, root, pageSize, rows);
    this.visiting.delete(key);
    this.known.set(key, cost);
    return cost;
  }

  private fieldCost(
    node: FieldNode,
    parent: GraphQLNamedType,
    root: boolean,
    pageSize: number,
    rows: number,
  ): number {
    if (node.name.value.startsWith('__')) return 0;
    if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
    const field = parent.getFields()[node.name.value];
    if (!field) return 0;
    const named = getNamedType(field.type);
    const coordinate = `${parent.name}.${field.name}`;
    if (BATCHED_COUNTS.has(coordinate) && this.onlyTotalCount(node.selectionSet)) {
      this.batched.add(node);
      return 0;
    }
    const perId = CALL_PER_ID[coordinate];
    const ids = perId && this.idsOf(node, perId.argument, perId.max);
    // A batched hub: this row's share of the calls for the `rows` resolved with it.
    const own = BATCHED_HUB.has(coordinate)
      ? Math.ceil(rows / HUB_IDS_PER_CALL) / rows
      : (ids?.calls ?? FIELD_CALLS[coordinate] ?? (root || isConnection(named) ? 1 : 0));
    if (!node.selectionSet) return own;

    const page = isConnection(named) ? this.pageSizeOf(node, field) : pageSize;
    const list = isListType(getNullableType(field.type));
    const items = list
      ? (ids?.items ?? LIST_ROWS[coordinate] ?? (isConnection(parent) ? pageSize : this.settings.maxPageSize))
      : 1;
    // The objects below that resolve together: a list's items when one answer holds them all (not when
    // each is a call of its own, as nodes(ids:)), or this object's own rows when no call comes between.
    const below = list ? (ids ? 1 : items) : own > 0 ? 1 : rows;
    // A mutation payload's `query: Query` resolves the Query's own fields, each a root field with its calls.
    const each = this.selectionCost(
      node.selectionSet,
      named,
      named === this.schema.getQueryType(),
      page,
      below,
    );
    if (each === 0) return own;
    return own + items * each;
  }

  /** Whether a selection asks for totalCount only (fragments are not followed: they count as more). */
  private onlyTotalCount(set: SelectionSetNode | undefined): boolean {
    return Boolean(
      set?.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          (selection.name.value === 'totalCount' || selection.name.value === '__typename'),
      ),
    );
  }

  /**
   * The items a connection field will answer: its first/last, else the argument's default, else the one
   * default page of every connection (PAGE_LIMITS), which is what the resolvers answer without either.
   */
  private pageSizeOf(node: FieldNode, field: GraphQLField<unknown, unknown>): number {
    let size: number | undefined;
    for (const name of ['first', 'last']) {
      const given = node.arguments?.find((argument) => argument.name.value === name);
      const value = given ? this.intValue(given.value) : undefined;
      const fallback = field.args.find((argument) => argument.name === name)?.defaultValue;
      const chosen = value ?? (typeof fallback === 'number' ? fallback : undefined);
      if (chosen !== undefined) size = Math.max(size ?? 0, chosen);
    }
    return size ?? PAGE_LIMITS.defaultSize;
  }

  /** The items of a list argument (a literal list or a variable), at most max; max when unreadable. */
  /** The ids given to a by-id list (at most `max`), and the calls they take: one each, the hubs' together. */
  private idsOf(node: FieldNode, name: string, max: number): { items: number; calls: number } {
    const given = node.arguments?.find((argument) => argument.name.value === name)?.value;
    let ids: unknown[] | undefined;
    if (given?.kind === Kind.LIST) ids = given.values.map((value) => this.literal(value));
    else if (given?.kind === Kind.VARIABLE) {
      this.read.add(given.name.value);
      const value = this.variables[given.name.value];
      if (Array.isArray(value)) ids = value;
    } else if (given !== undefined) ids = [this.literal(given)]; // one value stands for a list of one
    if (!ids) return { items: max, calls: max };
    const items = Math.min(ids.length, max);
    const hubs = countHubIds(ids.slice(0, items));
    return { items, calls: items - hubs + Math.ceil(hubs / HUB_IDS_PER_CALL) };
  }

  /** A string literal's text, or a variable's value, in a list of ids. */
  private literal(value: ValueNode): unknown {
    if (value.kind === Kind.STRING) return value.value;
    if (value.kind === Kind.VARIABLE) {
      this.read.add(value.name.value);
      return this.variables[value.name.value];
    }
    return undefined;
  }

  private intValue(value: ValueNode): number | undefined {
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      this.read.add(value.name.value);
      return pageSizeVariable(this.variables[value.name.value]);
    }
    return undefined;
  }
}

function pageSizeVariable(given: unknown): number | undefined {
  return typeof given === 'number' && Number.isFinite(given) ? Math.max(0, given) : undefined;
}

// Estimates per operation of a parsed document (Apollo's document store hands out one DocumentNode per
// query text, so a screen's every request reuses it), keyed by the page-size variables the estimate read:
// a screen's requests differ in ids and filters, which the estimate never looks at, so after the first
// request the walk is a lookup. A handful of page sizes per operation are kept.
interface CachedEstimates {
  schema: GraphQLSchema;
  maxPageSize: number;
  read: string[];
  costs: Map<string, number>;
}
const MAX_CACHED_PER_OPERATION = 32;
const estimates = new WeakMap<DocumentNode, Map<OperationDefinitionNode, CachedEstimates>>();

/** How many of `ids` are hubs' nodeIds. */
function countHubIds(ids: readonly unknown[]): number {
  return ids.filter((id) => typeof id === 'string' && decodeNodeId(id)?.type === 'Hub').length;
}

// A list of ids is keyed by its length and how many hubs it names (what its estimate depends on); a
// single id read inside a literal list is keyed the same way, as a list of one.
function estimateKey(read: readonly string[], variables: Variables): string {
  return read
    .map((name) => {
      const value = variables[name];
      if (typeof value === 'string') return `[1:${countHubIds([value])}]`;
      return Array.isArray(value)
        ? `[${value.length}:${countHubIds(value)}]`
        : String(pageSizeVariable(value));
    })
    .join(',');
}

/** The upstream calls the operation may make, at most. */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
  settings: CostSettings,
): number {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  let byOperation = estimates.get(document);
  const cached = byOperation?.get(operation);
  const usable =
    cached && cached.schema === schema && cached.maxPageSize === settings.maxPageSize ? cached : undefined;
  const known = usable?.costs.get(estimateKey(usable.read, variables));
  if (known !== undefined) return known;

  const walker = new CostWalker(schema, document, variables, settings);
  // Whole calls: a batched hub's shares add up to its calls (less a rounding error of the float sum).
  const cost = Math.max(
    0,
    Math.ceil(
      walker.selectionCost(operation.selectionSet, root, true, settings.maxPageSize) +
        walker.batched.size -
        1e-9,
    ),
  );
  const read = [...walker.read];
  let entry = usable;
  if (!entry || entry.read.join() !== read.join() || entry.costs.size >= MAX_CACHED_PER_OPERATION) {
    entry = { schema, maxPageSize: settings.maxPageSize, read, costs: new Map() };
    if (!byOperation) estimates.set(document, (byOperation = new Map()));
    byOperation.set(operation, entry);
  }
  entry.costs.set(estimateKey(read, variables), cost);
  return cost;
}
