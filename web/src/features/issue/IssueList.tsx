import { useFragment, useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import {
  ISSUE_FILTER_ALL_PRIORITIES,
  ISSUE_STATUS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_TOO_LONG,
  issueRowTone,
} from '@hub/domain';
import { Fragment, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from '../../app/routing/useSearchUpdate';
import { graphql } from '../../__generated__';
import type { IssueList_RowFragment } from '../../__generated__/graphql';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { formatDateTime } from '../../ui/formatting';
import { useFormOpener } from '../../ui/form/formOpener';
import { CellLink, ScrollTable, toggleRow } from '../../ui/ScrollTable';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { NewerButton, PageMoveStatus } from '../../ui/Pager';
import { PAGE_PARAM } from '../../ui/pagerAddress';
import { usePager } from '../../ui/usePager';
import { useSelectionData } from '../../ui/useSelectionData';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import { ISSUE_ROW_BG } from './issueColours';
import './issueList.css';
import {
  filtersFromSearch,
  ISSUE_PAGE_SIZE,
  issueFilter,
  STATUS_OPTIONS,
  statusChoice,
  type Filters,
  type StatusChoice,
} from './issueFilters';

export { ISSUE_PAGE_SIZE, statusesOf, type StatusChoice } from './issueFilters';
import { tokenColour } from '../../ui/grid/cellSwatch';

// The editors load when first opened: the dashboard shows this list, and its first load stays within
// the bundle budget (the date inputs bring date-fns).
const IssueEditor = lazy(() => import('./IssueEditor').then((m) => ({ default: m.IssueEditor })));
const NewIssuePanel = lazy(() => import('./NewIssuePanel').then((m) => ({ default: m.NewIssuePanel })));
const opening = <Text color="fg.muted">Opening…</Text>;

/**
 * A time's cell, "23 Nov 2026, 02:42": on one line in a wide list; in a narrow one it may break after the
 * comma and nowhere else (issueList.css). A plain function, not a component per cell (see the rows below).
 */
function whenCell(iso: string | null | undefined) {
  const text = formatDateTime(iso);
  const comma = text.lastIndexOf(', ');
  return (
    <td className="cell-nowrap issue-list-when">
      {comma < 0 ? (
        text
      ) : (
        <>
          <span>{text.slice(0, comma + 1)}</span> <span>{text.slice(comma + 2)}</span>
        </>
      )}
    </td>
  );
}

export const IssueList_Row = graphql(`
  fragment IssueList_Row on Issue {
    id
    created
    issuePriority
    priorityText
    hubId
    hubName
    zone
    sourceText
    status
    statusText
    lastAction
    actionDue
    tagText
    actionRequiredText
    customerFollowup
    title
  }
`);

// One page of the list. A screen that shows the list spreads this in its own request with the filter and
// size the list starts with, so the list's first query is answered from the cache (no request of its own).
export const IssueList_Page = graphql(`
  fragment IssueList_Page on IssueConnection {
    edges {
      cursor
      node {
        ...IssueList_Row
      }
    }
    pageInfo {
      hasNextPage
      hasPreviousPage
      startCursor
      endCursor
    }
  }
`);

// The priority filter's choices; a screen showing the filters spreads this in its request too.
export const IssueList_Priorities = graphql(`
  fragment IssueList_Priorities on Query {
    lookup(table: ISSUE_PRIORITY) {
      key
      description
    }
  }
`);

export const IssueList_Query = graphql(`
  query IssueList_Query($filter: IssueFilter, $first: Int, $after: String, $last: Int, $before: String) {
    issues(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
      ...IssueList_Page
    }
  }
`);

/** Filters kept in the URL (?status=&priority=&search=) so a filtered list can be shared, or in state. */
function useFilters(inUrl: boolean, initial: Filters): [Filters, (next: Partial<Filters>) => void] {
  const [params] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const [local, setLocal] = useState(initial);
  if (!inUrl) return [local, (next) => setLocal((current) => ({ ...current, ...next }))];
  const read = (from: URLSearchParams): Filters => filtersFromSearch(from, initial);
  const filters = read(params);
  // Built on the last change asked for, not this render's params: two quick changes (priority, then
  // status before the list has re-rendered) must not make the second one undo the first.
  const update = (next: Partial<Filters>) =>
    updateSearch(
      (search) => {
        const merged = { ...read(search), ...next };
        search.set('status', String(merged.status));
        search.set('priority', String(merged.priority));
        if (merged.search) search.set('search', merged.search);
        else search.delete('search');
        // Another filter's list starts at its first page (usePager).
        search.delete(PAGE_PARAM);
      },
      { replace: true },
    );
  return [filters, update];
}

/** Where the open row was in the last list that held it. */
interface KeptRow {
  issue: IssueList_RowFragment;
  index: number;
}

/**
 * The open row after an edit made it leave the list (it no longer matches the filters): kept in its place,
 * with its editor, until the person closes it. Its cells follow the cache, so they show the edit.
 */
function KeptIssueRow({
  kept,
  children,
}: {
  kept: IssueList_RowFragment;
  children: (issue: IssueList_RowFragment) => ReactNode;
}) {
  const { data, complete } = useFragment({ fragment: IssueList_Row, from: kept });
  return children(complete ? data : kept);
}

interface IssueListProps {
  /** Only this hub's issues; the hub columns are hidden. */
  hubId?: number;
  /** Keep the filters in the URL (the /issues pages). */
  filtersInUrl?: boolean;
  initialStatus?: StatusChoice;
  pageSize?: number;
  /** Hide the filter row (the dashboard's open-issues list). */
  showFilters?: boolean;
}

/** Spec 1 §2 Issues list: filters, New Issue, rows that expand into the editor, Newer/Older paging. */
export function IssueList({
  hubId,
  filtersInUrl = false,
  initialStatus = 'ALL',
  pageSize = ISSUE_PAGE_SIZE,
  showFilters = true,
}: IssueListProps) {
  const [filters, setFilters] = useFilters(filtersInUrl, {
    status: initialStatus,
    priority: ISSUE_FILTER_ALL_PRIORITIES,
    search: '',
  });
  const [searchText, setSearchText] = useState(filters.search);
  const settled = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const search = settled.trim().length >= SEARCH_MIN_CHARS ? settled.trim() : '';
  // Longer than the server takes: said under the box, and the search in force stays (not refused as
  // "Search failed :-(").
  const tooLong = searchText.trim().length > SEARCH_MAX_CHARS;
  useEffect(() => {
    if (search !== filters.search && search.length <= SEARCH_MAX_CHARS) setFilters({ search });
    // Only a settled change of the typed text moves the filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const pages = usePager();
  const [expanded, setExpanded] = useState<number | null>(null);
  const [kept, setKept] = useState<KeptRow | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  // Closed, the New Issue form gives the focus back to New Issue (ui/form/formOpener).
  const newIssueButton = useFormOpener(creating);
  // Without the filter row (the dashboard) the priorities are not needed.
  const priorities = useQuery(LookupSelect_Query, {
    variables: { table: 'ISSUE_PRIORITY' },
    skip: !showFilters,
  });

  const filter = issueFilter(filters, hubId);
  const variables = { filter, first: pageSize, ...(pages.after ? { after: pages.after } : {}) };
  const { data, error, loading, refetch } = useQuery(IssueList_Query, { variables });
  pages.observe({ data, error });
  // Under a changed filter the previous filter's rows are not shown, loading or failed (only this filter's).
  const shown = useSelectionData(data, JSON.stringify(filter));
  const changeFilters = (next: Partial<Filters>) => {
    pages.reset();
    setExpanded(null);
    setFilters(next);
  };
  const now = new Date();
  const withHub = hubId === undefined;
  const columns = withHub ? 13 : 10;

  // The open row is remembered where it stands; once an edit takes it out of the list (a refetch without
  // it), it stays in that place until closed. Changing the filters or the page closes it (changeFilters).
  const edges = shown?.issues.edges ?? [];
  const openIndex = expanded === null ? -1 : edges.findIndex((edge) => edge.node.id === expanded);
  const openNode = openIndex >= 0 ? edges[openIndex]!.node : null;
  if (openNode && (kept?.issue !== openNode || kept.index !== openIndex))
    setKept({ issue: openNode, index: openIndex });
  const rows: { issue: IssueList_RowFragment; left: boolean }[] = edges.map((edge) => ({
    issue: edge.node,
    left: false,
  }));
  if (expanded !== null && !openNode && kept?.issue.id === expanded)
    rows.splice(Math.min(kept.index, rows.length), 0, { issue: kept.issue, left: true });

  const row = (issue: IssueList_RowFragment, left: boolean) => {
    const open = expanded === issue.id;
    const tone = issueRowTone(
      { status: ISSUE_STATUS[issue.status], actionDue: issue.actionDue },
      { now, expanded: open, error: failed.has(issue.id) },
    );
    return (
      <Fragment key={issue.id}>
        {/* Plain rows and cells, styled by ScrollTable at table level (no Chakra component per cell). */}
        <tr
          className="cell-clickable"
          style={{ background: tokenColour(ISSUE_ROW_BG[tone]) }}
          data-tone={tone}
          {...toggleRow(open, () => setExpanded(open ? null : issue.id))}
        >
          {/* A long title wraps and is cut at three lines (cellPieces.css, cell-clamp); hovering shows it whole. */}
          <td className="cell-strong" title={issue.title}>
            <span className="cell-clamp">{issue.title}</span>
          </td>
          {whenCell(issue.created)}
          <td>{issue.priorityText ?? issue.issuePriority}</td>
          {withHub && (
            <td className="cell-mono">
              <CellLink to={`/hub/${issue.hubId}`}>{issue.hubId}</CellLink>
            </td>
          )}
          {withHub && <td>{issue.hubName ?? ''}</td>}
          {withHub && <td>{issue.zone}</td>}
          <td>{issue.sourceText ?? ''}</td>
          <td>{issue.statusText ?? issue.status}</td>
          {whenCell(issue.lastAction)}
          {whenCell(issue.actionDue)}
          <td>{issue.tagText ?? ''}</td>
          <td>{issue.actionRequiredText ?? ''}</td>
          <td>{issue.customerFollowup ? 'Yes' : 'No'}</td>
        </tr>
        {open && (
          <tr style={{ background: tokenColour(ISSUE_ROW_BG.expanded) }}>
            <td colSpan={columns}>
              {left && (
                <Text fontSize="sm" color="fg.muted" mb="2" role="status">
                  This issue no longer matches the list&apos;s filters; it leaves the list when you close it.
                </Text>
              )}
              <Suspense fallback={opening}>
                <IssueEditor
                  issueId={issue.id}
                  onError={(isFailed) =>
                    setFailed((current) => {
                      const next = new Set(current);
                      if (isFailed) next.add(issue.id);
                      else next.delete(issue.id);
                      return next;
                    })
                  }
                />
              </Suspense>
            </td>
          </tr>
        )}
      </Fragment>
    );
  };

  return (
    <Stack gap="3">
      {showFilters && (
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root w="auto">
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root size="sm" w="10rem">
              <NativeSelect.Field
                aria-label="Status filter"
                value={String(filters.status)}
                onChange={(e) => changeFilters({ status: statusChoice(e.target.value, 'ALL') })}
              >
                {STATUS_OPTIONS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>Priority</Field.Label>
            <NativeSelect.Root size="sm" w="10rem">
              <NativeSelect.Field
                aria-label="Priority filter"
                value={String(filters.priority)}
                onChange={(e) => changeFilters({ priority: Number(e.target.value) })}
              >
                <option value={ISSUE_FILTER_ALL_PRIORITIES}>All</option>
                {(priorities.data?.lookup ?? []).map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.description}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="auto" invalid={tooLong}>
            <Field.Label>Search</Field.Label>
            <Input
              size="sm"
              w="16rem"
              type="search"
              aria-label="Search issues"
              placeholder="Three or more characters"
              value={searchText}
              onChange={(e) => {
                setSearchText(e.target.value);
                pages.reset();
              }}
            />
            <Field.ErrorText>{SEARCH_TOO_LONG}</Field.ErrorText>
          </Field.Root>
          <Button
            ref={newIssueButton}
            size="sm"
            colorPalette="blue"
            onClick={() => setCreating(true)}
            disabled={creating}
          >
            New Issue
          </Button>
        </HStack>
      )}
      {creating && (
        <Suspense fallback={opening}>
          <NewIssuePanel hubId={hubId} onDone={() => setCreating(false)} />
        </Suspense>
      )}
      <PageMoveStatus pager={pages} />
      {error &&
        !pages.moving &&
        (filters.search ? (
          <Text color="red.600" role="alert">
            Search failed :-(
          </Text>
        ) : (
          <ErrorNotice title="The issues could not be loaded." error={error} onRetry={() => void refetch()} />
        ))}
      {!shown && !error && <Text color="fg.muted">Loading...</Text>}
      {shown && (
        // A size container: a narrow box draws the list more compactly (issueList.css).
        <Box className="issue-list">
          <ScrollTable label="Issues" tableProps={{ 'aria-label': 'Issues', 'aria-busy': loading }}>
            <Table.Header>
              <tr>
                <th>
                  <NewerButton pager={pages} size="2xs" />
                </th>
                <th>Created</th>
                <th>Priority</th>
                {withHub && <th>Hub ID</th>}
                {withHub && <th>Name</th>}
                {withHub && <th>Zone</th>}
                <th>Source</th>
                <th>Status</th>
                <th>Last Action</th>
                <th>Action Due</th>
                <th>Tag</th>
                <th>Action Required</th>
                <th>Follow-up</th>
              </tr>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={columns} color="fg.muted">
                    No issues.
                  </Table.Cell>
                </Table.Row>
              )}
              {rows.map(({ issue, left }) =>
                left ? (
                  <KeptIssueRow key={issue.id} kept={issue}>
                    {(current) => row(current, true)}
                  </KeptIssueRow>
                ) : (
                  row(issue, false)
                ),
              )}
            </Table.Body>
          </ScrollTable>
          <HStack justify="end" pt="2">
            <Button
              size="xs"
              variant="outline"
              disabled={!shown.issues.pageInfo.hasNextPage || pages.moving}
              onClick={() => pages.older(shown.issues.pageInfo.endCursor)}
            >
              Older
            </Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
