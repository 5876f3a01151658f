import { useQuery } from '@apollo/client/react';
import { Code, Field, HStack, Heading, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { formatAverage, formatDuration } from '@hub/domain';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { rowClick } from '../../ui/ScrollTable';
import { AdminListTable } from './AdminListTable';
import { AdminOnly } from './AdminOnly';
import { queryBandSwatch } from './queryBands';
import { QueriesPage_Query } from './queriesQuery';
import { formatNumber } from '../../ui/formatting';
export { QueriesPage_Query } from './queriesQuery';

export const PROVIDER_TEXT = {
  PG_STAT_STATEMENTS: 'PostgreSQL pg_stat_statements',
  FLEET_API_TIMINGS: "fleet-api's own statement timings since it started",
} as const;

/** The detail route of a query, keeping the source it came from. */
export function queryPath(id: string, source: string | null): string {
  return `/admin/query/${encodeURIComponent(id)}${source ? `?source=${encodeURIComponent(source)}` : ''}`;
}

function Queries() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const source = params.get('source');
  const { data, error, refetch, loading } = useQuery(QueriesPage_Query, { variables: { source } });
  // A failed load under a new source never shows the previous source's rows.
  const rows = error ? [] : (data?.queryStatistics.statistics ?? []);
  return (
    <Stack gap="3">
      <HStack justify="space-between" align="end" flexWrap="wrap">
        <Heading as="h1" size="md">
          Queries
        </Heading>
        <Field.Root w="auto">
          <Field.Label>Source</Field.Label>
          <NativeSelect.Root size="sm" w="16rem">
            <NativeSelect.Field
              aria-label="Source"
              value={source ?? ''}
              onChange={(e) => setParams(e.target.value ? { source: e.target.value } : {})}
            >
              {(data?.querySources ?? [{ name: null, label: 'This Server' }]).map((s) => (
                <option key={s.name ?? ''} value={s.name ?? ''}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {data && !error && (
        <Text
          fontSize="sm"
          color="fg.muted"
        >{`${rows.length} statements · ${PROVIDER_TEXT[data.queryStatistics.provider]} · seconds`}</Text>
      )}
      <AdminListTable
        header={
          <>
            <Table.ColumnHeader>Query ID</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Count</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Duration</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Average</Table.ColumnHeader>
            <Table.ColumnHeader>SQL</Table.ColumnHeader>
          </>
        }
        columns={5}
        maxH="calc(100vh - 15rem)"
        loaded={data !== undefined}
        error={error}
        loading={loading}
        failedTitle="The query statistics could not be loaded."
        onRetry={() => void refetch()}
      >
        {rows.map((q) => {
          const swatch = queryBandSwatch(q.averageBand);
          return (
            <Table.Row
              key={q.id}
              cursor="pointer"
              onClick={rowClick(() => void navigate(queryPath(q.id, source)))}
            >
              <Table.Cell whiteSpace="nowrap" fontFamily="mono" fontSize="xs">
                {q.dashboardUrl ? (
                  <Link href={q.dashboardUrl} target="_blank" rel="noreferrer" colorPalette="blue">
                    {q.id}
                  </Link>
                ) : (
                  q.id
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(q.count)}</Table.Cell>
              <Table.Cell textAlign="end">{formatDuration(q.durationSeconds)}</Table.Cell>
              <Table.Cell
                textAlign="end"
                bg={swatch?.bg}
                color={swatch?.color}
                data-band={q.averageBand ?? ''}
              >
                {formatAverage(q.averageSeconds)}
              </Table.Cell>
              <Table.Cell maxW="40rem">
                <Link asChild colorPalette="blue">
                  <RouterLink to={queryPath(q.id, source)}>
                    <Code truncate display="block" bg="transparent" fontSize="xs">
                      {q.sql}
                    </Code>
                  </RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </AdminListTable>
    </Stack>
  );
}

export default function QueriesPage() {
  return (
    <AdminOnly title="Queries">
      <Queries />
    </AdminOnly>
  );
}
