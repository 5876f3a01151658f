import { useQuery } from '@apollo/client/react';
import { Box, DataList, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { formatAverage, formatDuration } from '@hub/domain';
import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { format } from 'sql-formatter';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { AdminOnly } from './AdminOnly';
import { queryBandSwatch } from './queryBands';
import { LOAD_FAILED_BG } from './rowColours';
import { QueryDetailPage_Query } from './queryDetailQuery';
import { formatNumber } from '../../ui/formatting';
export { QueryDetailPage_Query } from './queryDetailQuery';

function prettySql(sql: string): string {
  try {
    return format(sql, { language: 'postgresql', paramTypes: { numbered: ['$'], positional: true } });
  } catch {
    // Text cut short or not quite SQL: shown as it came.
    return sql;
  }
}

function QueryDetail({ id, source }: { id: string; source: string | null }) {
  const { data, error, refetch } = useQuery(QueryDetailPage_Query, { variables: { id, source } });
  const q = data?.queryStatistic;
  const sql = useMemo(() => (q ? prettySql(q.sql) : ''), [q]);
  const back = `/admin/queries${source ? `?source=${encodeURIComponent(source)}` : ''}`;
  if (error)
    return (
      <Box bg={LOAD_FAILED_BG} p="3" rounded="md">
        <ErrorNotice title="The query could not be loaded." error={error} onRetry={() => void refetch()} />
      </Box>
    );
  if (!data) return <Text color="fg.muted">Loading...</Text>;
  if (!q)
    return <Text role="alert">{`${source ?? 'This Server'} has no statement with query ID ${id}.`}</Text>;
  const swatch = queryBandSwatch(q.averageBand);
  return (
    <Stack gap="4">
      <Heading as="h1" size="md">{`Query ${q.id}`}</Heading>
      <Text fontSize="sm">{`Source: ${source ?? 'This Server'}`}</Text>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>Count</DataList.ItemLabel>
          <DataList.ItemValue>{formatNumber(q.count)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Total duration (s)</DataList.ItemLabel>
          <DataList.ItemValue>{formatDuration(q.durationSeconds)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Average (s)</DataList.ItemLabel>
          <DataList.ItemValue>
            <Box as="span" px="1" bg={swatch?.bg} color={swatch?.color}>
              {formatAverage(q.averageSeconds) || '—'}
            </Box>
          </DataList.ItemValue>
        </DataList.Item>
        {q.dashboardUrl && (
          <DataList.Item>
            <DataList.ItemLabel>Dashboard</DataList.ItemLabel>
            <DataList.ItemValue>
              <Link href={q.dashboardUrl} target="_blank" rel="noreferrer" colorPalette="blue">
                Open on the dashboard
              </Link>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      <Box
        as="pre"
        aria-label="SQL"
        fontFamily="mono"
        fontSize="sm"
        bg="white"
        borderWidth="1px"
        rounded="md"
        p="3"
        overflowX="auto"
        whiteSpace="pre"
      >
        {sql}
      </Box>
      <Link asChild colorPalette="blue" alignSelf="start">
        <RouterLink to={back}>Back to the queries</RouterLink>
      </Link>
    </Stack>
  );
}

export default function QueryDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <AdminOnly title={`Query ${id}`}>
      <QueryDetail id={id} source={params.get('source')} />
    </AdminOnly>
  );
}
