import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { LeadField } from '@hub/domain';
import type { ReactNode } from 'react';
import { useMemo, useRef } from 'react';
import { graphql } from '../../__generated__';
import type { LeadsGrid_FirstQuery, LeadView } from '../../__generated__/graphql';
import { worded } from '../../app/apollo/errors';
import { useSeesContacts } from '../../app/auth/useSeesContacts';
import type { PreloadedAnswer } from '../../app/routing/screenQuery';
import { gridPageQuery, usePreloadedAnswer } from '../../app/routing/usePreloadedQuery';
import {
  CsvExportButton,
  DataGrid,
  totalWithFirstPage,
  type GridDataSource,
  type GridSelection,
  type LookupOption,
} from '../../ui/grid';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { leadGridColumns, NO_LOOKUPS, type LeadGridRow } from './leadGridColumns';
import {
  apiText,
  fieldEnum,
  leadFilter,
  LeadsGrid_First,
  LeadsGrid_Lookups,
  LeadsGrid_Rows,
} from './leadsGridQuery';

export const LeadsGrid_Count = graphql(`
  query LeadsGrid_Count($filter: LeadFilter) {
    leads(filter: $filter, first: 1) {
      totalCount
    }
  }
`);

export const LeadsGrid_Ids = graphql(`
  query LeadsGrid_Ids($filter: LeadFilter) {
    leadIds(filter: $filter)
  }
`);

export const LeadsGrid_Update = graphql(`
  mutation LeadsGrid_Update($input: UpdateLeadInput!) {
    updateLead(input: $input) {
      lead {
        ...LeadsGrid_Lead
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const LeadsGrid_Export = graphql(`
  mutation LeadsGrid_Export($input: ExportLeadsInput) {
    exportLeads(input: $input) {
      csv
      rowCount
    }
  }
`);

/** Local time as yyyyMMdd-HHmmss, for export file names (spec 3 §7: named with the local time). */
export function localStamp(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

// Rows go around Apollo's cache (no-cache): the grid holds its own bounded window, and 100,000 leads
// normalised into the cache would grow the heap with every row seen.
function leadSource(
  client: ApolloClient,
  view: LeadView,
  fromLoader: (PreloadedAnswer & { data: LeadsGrid_FirstQuery }) | null,
  onPage: ((rows: number, asked: number) => void) | undefined,
  keyFor: (variables: unknown) => { headers: Record<string, string> },
): GridDataSource<LeadGridRow> {
  // The first page carries the count and, after a hard navigation to the panel, is the route loader's
  // answer (preloadLeadsGrid, which brought the lookups with it).
  const page = gridPageQuery(client, LeadsGrid_Rows, fromLoader);
  return {
    ...totalWithFirstPage(
      async (filters, offset, limit, withTotal) => {
        const data = await page({ filter: leadFilter(view, filters), offset, first: limit, withTotal });
        const rows = (data?.leads.nodes ?? []) as unknown as LeadGridRow[];
        onPage?.(rows.length, limit);
        return { rows, total: data?.leads.totalCount ?? null };
      },
      async (filters) => {
        const { data } = await worded(
          client.query({
            query: LeadsGrid_Count,
            variables: { filter: leadFilter(view, filters) },
            fetchPolicy: 'no-cache',
          }),
        );
        return data?.leads.totalCount ?? 0;
      },
    ),
    allIds: async (filters) => {
      const { data } = await worded(
        client.query({
          query: LeadsGrid_Ids,
          variables: { filter: leadFilter(view, filters) },
          fetchPolicy: 'no-cache',
        }),
      );
      return data?.leadIds ?? [];
    },
    updateCell: async (uid, field, value) => {
      const input = {
        uid: Number(uid),
        field: fieldEnum(field),
        value: value === null ? null : apiText(field, value),
      };
      const { data } = await worded(
        client.mutate({ mutation: LeadsGrid_Update, variables: { input }, context: keyFor(input) }),
      );
      const refused = data?.updateLead?.userErrors[0];
      if (refused) throw new Error(refused.message);
      // The lead as saved, shown in its row: the stored Eircode, the installer's company, Dead set by
      // the approval rule (spec 3 §4).
      return (data?.updateLead?.lead ?? undefined) as LeadGridRow | undefined;
    },
  };
}

const options = (entries: readonly { key: number; description: string }[]): LookupOption[] =>
  entries.map((e) => ({ id: e.key, name: e.description }));

interface LeadsGridProps {
  label: string;
  view: LeadView;
  fields: readonly LeadField[];
  /** Names the export file. */
  fileName(): string;
  /** Buttons beside the count, given the selection. */
  actions?(selection: GridSelection): ReactNode;
  /** Told of each page's size against what was asked (the new-leads grid flags the end of its list). */
  onPage?(rows: number, asked: number): void;
  urlPrefix: string;
}

/**
 * A grid of leads on the shared DataGrid: one view, column searches, select-all over the search, cells
 * edited in place (one field per write), "Export as .csv" of the ticked leads or of the whole search.
 */
export function LeadsGrid({ label, view, fields, fileName, actions, onPage, urlPrefix }: LeadsGridProps) {
  const client = useApolloClient();
  // The route's loader brings the lookups with the first rows (a hard navigation to the panel); opened
  // from the toolbar, the grid asks for them itself.
  const fromLoader = usePreloadedAnswer(LeadsGrid_First);
  const lookupsQuery = useQuery(LeadsGrid_Lookups, { skip: fromLoader !== null });
  const lookups = fromLoader?.data ?? lookupsQuery.data;
  // Until the lookups answer, their columns have no names (a search on one waits for them); if they fail,
  // none (a search on one says no entry is named so).
  const lookupsFailed = lookupsQuery.error !== undefined;
  const seesContacts = useSeesContacts();
  const columns = useMemo(
    () =>
      leadGridColumns(
        fields,
        lookups
          ? {
              lead_status: options(lookups.leadStatus),
              heating_system: options(lookups.heatingSystem),
              installers: options(lookups.installers),
            }
          : lookupsFailed
            ? NO_LOOKUPS
            : null,
        seesContacts,
      ),
    [fields, lookups, lookupsFailed, seesContacts],
  );
  // The key function changes every render; the source (and so the grid's loading) must not.
  const keyFor = useRef(useIdempotencyKey());
  const source = useMemo(
    () => leadSource(client, view, fromLoader, onPage, (variables) => keyFor.current(variables)),
    [client, view, fromLoader, onPage],
  );
  return (
    <DataGrid
      label={label}
      columns={columns}
      source={source}
      rowId={(row) => row.uid}
      selectable
      urlPrefix={urlPrefix}
      emptyText="No leads match."
      toolbar={({ selection, filters }) => (
        <>
          {actions?.(selection)}
          <CsvExportButton
            selected={selection.ids}
            searchProblem={filters.problem}
            exportCsv={async (uids) => {
              const { data } = await worded(
                client.mutate({
                  mutation: LeadsGrid_Export,
                  variables: {
                    input: uids ? { uids: uids.map(Number) } : { filter: leadFilter(view, filters.filters) },
                  },
                }),
              );
              const file = data?.exportLeads;
              if (!file) throw new Error('The export returned no file.');
              return { fileName: fileName(), csv: file.csv };
            }}
          />
        </>
      )}
    />
  );
}
