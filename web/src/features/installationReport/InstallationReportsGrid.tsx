import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from '../../__generated__';
import type { InstallationReportsGrid_RowsQuery } from '../../__generated__/graphql';
import { worded } from '../../app/apollo/errors';
import type { PreloadedAnswer } from '../../app/routing/screenQuery';
import { gridPageQuery, usePreloadedAnswer } from '../../app/routing/usePreloadedQuery';
import { CsvExportButton, DataGrid, totalWithFirstPage, type GridDataSource } from '../../ui/grid';
import {
  fieldEnum,
  InstallationReportsGrid_Rows,
  reportFilter,
  REPORTS_URL_PREFIX,
} from './installationReportsQuery';
import { REPORT_GRID_COLUMNS, type ReportGridRow } from './reportColumns';

export const InstallationReportsGrid_Count = graphql(`
  query InstallationReportsGrid_Count($filter: InstallationReportFilter) {
    installationReports(filter: $filter, first: 1) {
      totalCount
    }
  }
`);

export const InstallationReportsGrid_Ids = graphql(`
  query InstallationReportsGrid_Ids($filter: InstallationReportFilter) {
    installationReportIds(filter: $filter)
  }
`);

export const InstallationReportsGrid_Update = graphql(`
  mutation InstallationReportsGrid_Update($input: UpdateInstallationReportInput!) {
    updateInstallationReport(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`);

export const InstallationReportsGrid_Export = graphql(`
  mutation InstallationReportsGrid_Export($input: ExportInstallationReportsInput) {
    exportInstallationReports(input: $input) {
      filename
      csv
    }
  }
`);

// Rows go around Apollo's cache (no-cache): the grid holds its own bounded window, and 100,000 rows
// normalised into the cache would grow the heap with every row seen. The first page carries the count
// and, after a hard navigation to ?panel=reports, is the route loader's answer (preloadReportsGrid).
function reportSource(
  client: ApolloClient,
  fromLoader: (PreloadedAnswer & { data: InstallationReportsGrid_RowsQuery }) | null,
): GridDataSource<ReportGridRow> {
  const rows = gridPageQuery(client, InstallationReportsGrid_Rows, fromLoader);
  return {
    ...totalWithFirstPage(
      async (filters, offset, limit, withTotal) => {
        const data = await rows({ filter: reportFilter(filters), offset, first: limit, withTotal });
        return {
          rows: (data?.installationReports.nodes ?? []) as unknown as ReportGridRow[],
          total: data?.installationReports.totalCount ?? null,
        };
      },
      async (filters) => {
        const { data } = await worded(
          client.query({
            query: InstallationReportsGrid_Count,
            variables: { filter: reportFilter(filters) },
            fetchPolicy: 'no-cache',
          }),
        );
        return data?.installationReports.totalCount ?? 0;
      },
    ),
    allIds: async (filters) => {
      const { data } = await worded(
        client.query({
          query: InstallationReportsGrid_Ids,
          variables: { filter: reportFilter(filters) },
          fetchPolicy: 'no-cache',
        }),
      );
      return data?.installationReportIds ?? [];
    },
    updateCell: async (uid, field, value) => {
      const { data } = await worded(
        client.mutate({
          mutation: InstallationReportsGrid_Update,
          variables: {
            input: {
              uid: Number(uid),
              field: fieldEnum(field),
              value: value === null ? null : String(value),
            },
          },
        }),
      );
      const refused = data?.updateInstallationReport?.userErrors[0];
      if (refused) throw new Error(refused.message);
    },
  };
}

/**
 * Spec 2 §2 Installation reports: "Export as .csv", the row count and the grid of installation rows,
 * every column searchable and the editable ones edited in place (one cell per write).
 */
export function InstallationReportsGrid() {
  const client = useApolloClient();
  const fromLoader = usePreloadedAnswer(InstallationReportsGrid_Rows);
  const source = useMemo(() => reportSource(client, fromLoader), [client, fromLoader]);
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        Geopal Reports
      </Heading>
      <DataGrid
        label="Installation reports"
        columns={REPORT_GRID_COLUMNS}
        source={source}
        rowId={(row) => row.uid}
        urlPrefix={REPORTS_URL_PREFIX}
        selectable
        toolbar={({ selection, filters }) => (
          <CsvExportButton
            selected={selection.ids}
            searchProblem={filters.problem}
            exportCsv={async (uids) => {
              const { data } = await worded(
                client.mutate({
                  mutation: InstallationReportsGrid_Export,
                  variables: {
                    input: uids ? { uids: uids.map(Number) } : { filter: reportFilter(filters.filters) },
                  },
                }),
              );
              const file = data?.exportInstallationReports;
              if (!file) throw new Error('The export returned no file.');
              return { fileName: file.filename, csv: file.csv };
            }}
          />
        )}
      />
    </Stack>
  );
}
