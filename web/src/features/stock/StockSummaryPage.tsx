import { useQuery } from '@apollo/client/react';
import { Box, Heading, Stack, Table } from '@chakra-ui/react';
import { formatNumber } from '../../ui/formatting';
import { QueryContent } from '../../ui/QueryContent';
import { StockLayout } from './StockLayout';
import { groupRows } from './summaryTables';
import { StockSummaryPage_Query } from './stockSummaryQuery';
export { StockSummaryPage_Query } from './stockSummaryQuery';

const shipmentLabel = (n: number | null | undefined) => (n === null || n === undefined ? 'None' : String(n));

/** A count, or nothing where a row has none in a column. */
const formatOptional = (n: number | undefined) => (n === undefined ? '' : formatNumber(n));

/** A Total column: the sum of a row's counts in the columns it takes. */
interface TotalColumn {
  header: string;
  of(column: string): boolean;
}

const ALL_COLUMNS: TotalColumn[] = [{ header: 'Total', of: () => true }];

/**
 * A table of rows × columns of counts with a Total row and Total columns: one of every column unless told
 * otherwise (the installers' tables total their available and installed columns apart, spec 2 §2).
 */
function CountTable(props: {
  label: string;
  rowHeader: string;
  extraHeader?: string;
  rows: { key: string; label: string; extra?: string; counts: Map<string, number> }[];
  columns: string[];
  totals?: TotalColumn[];
}) {
  const { label, rowHeader, extraHeader, rows, columns, totals = ALL_COLUMNS } = props;
  const columnTotal = (c: string) => rows.reduce((n, r) => n + (r.counts.get(c) ?? 0), 0);
  const rowTotal = (r: { counts: Map<string, number> }, total: TotalColumn) =>
    columns.reduce((n, c) => (total.of(c) ? n + (r.counts.get(c) ?? 0) : n), 0);
  const grand = (total: TotalColumn) => rows.reduce((n, r) => n + rowTotal(r, total), 0);
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{rowHeader}</Table.ColumnHeader>
            {extraHeader && <Table.ColumnHeader textAlign="end">{extraHeader}</Table.ColumnHeader>}
            {columns.map((c) => (
              <Table.ColumnHeader key={c} textAlign="end">
                {c}
              </Table.ColumnHeader>
            ))}
            {totals.map((t) => (
              <Table.ColumnHeader key={t.header} textAlign="end">
                {t.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body fontVariantNumeric="tabular-nums">
          {rows.map((r) => (
            <Table.Row key={r.key}>
              <Table.Cell>{r.label}</Table.Cell>
              {extraHeader && <Table.Cell textAlign="end">{r.extra}</Table.Cell>}
              {columns.map((c) => (
                <Table.Cell key={c} textAlign="end">
                  {formatOptional(r.counts.get(c))}
                </Table.Cell>
              ))}
              {totals.map((t) => (
                <Table.Cell key={t.header} textAlign="end" fontWeight="semibold">
                  {formatNumber(rowTotal(r, t))}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold" data-total-row>
            <Table.Cell>Total</Table.Cell>
            {extraHeader && <Table.Cell />}
            {columns.map((c) => (
              <Table.Cell key={c} textAlign="end">
                {formatNumber(columnTotal(c))}
              </Table.Cell>
            ))}
            {totals.map((t) => (
              <Table.Cell key={t.header} textAlign="end" data-grand-total={t.header}>
                {formatNumber(grand(t))}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

// An installer's two columns are "{installer} available" and "{installer} installed".
const INSTALLER_TOTALS: TotalColumn[] = [
  { header: 'Total available', of: (c) => c.endsWith(' available') },
  { header: 'Total installed', of: (c) => c.endsWith(' installed') },
];

/** Spec 2 §2 Stock summary: Stock Locations, Office Status and Installers. */
export default function StockSummaryPage() {
  const { data, previousData, error, refetch } = useQuery(StockSummaryPage_Query);
  return (
    <StockLayout title="Stock Summary">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The stock summary could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ stockSummary }) => {
          const locations = groupRows(
            stockSummary.locations,
            (r) => shipmentLabel(r.shipmentNumber),
            (r) => r.location ?? 'None',
            (r) => r.unitCount,
          );
          const sizes = new Map(
            stockSummary.locations.map((r) => [shipmentLabel(r.shipmentNumber), r.shipmentSize]),
          );
          const office = groupRows(
            stockSummary.officeStatuses,
            (r) => shipmentLabel(r.shipmentNumber),
            (r) => r.officeStatus ?? 'None',
            (r) => r.unitCount,
          );
          const companies = [...new Set(stockSummary.installers.map((r) => r.companyName))];
          return (
            <Stack gap="6">
              <Stack gap="2">
                <Heading as="h2" size="sm">
                  Stock Locations
                </Heading>
                <CountTable
                  label="Stock Locations"
                  rowHeader="Shipment"
                  extraHeader="Size"
                  columns={locations.columns}
                  rows={locations.rows.map((r) => ({
                    ...r,
                    extra: formatOptional(sizes.get(r.key) ?? undefined),
                  }))}
                />
              </Stack>
              <Stack gap="2">
                <Heading as="h2" size="sm">
                  Office Status
                </Heading>
                <CountTable
                  label="Office Status"
                  rowHeader="Shipment"
                  columns={office.columns}
                  rows={office.rows}
                />
              </Stack>
              <Stack gap="2">
                <Heading as="h2" size="sm">
                  Installers
                </Heading>
                {companies.map((company) => {
                  const rows = stockSummary.installers.filter((r) => r.companyName === company);
                  const table = groupRows(
                    rows.flatMap((r) => [
                      { ...r, side: 'available', n: r.availableCount },
                      { ...r, side: 'installed', n: r.installedCount },
                    ]),
                    (r) => shipmentLabel(r.shipmentNumber),
                    (r) => `${r.installerName} ${r.side}`,
                    (r) => r.n,
                  );
                  return (
                    <Stack key={company} gap="1">
                      <Heading as="h3" size="xs">
                        {company}
                      </Heading>
                      <CountTable
                        label={`Installers ${company}`}
                        rowHeader="Shipment"
                        columns={table.columns}
                        rows={table.rows}
                        totals={INSTALLER_TOTALS}
                      />
                    </Stack>
                  );
                })}
              </Stack>
            </Stack>
          );
        }}
      </QueryContent>
    </StockLayout>
  );
}
