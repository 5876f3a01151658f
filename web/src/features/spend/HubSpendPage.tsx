import { DoesNotExist } from '../../ui/DoesNotExist';
import { useQuery } from '@apollo/client/react';
import { Box, Button, DataList, Group, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  DEFAULT_SPEND_TIMEFRAME,
  formatEuro,
  NO_SPEND_TEXT,
  SPEND_TIMEFRAME_LABELS,
  SPEND_TIMEFRAMES,
} from '@hub/domain';
import type { SpendTimeframe } from '@hub/domain';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from '../../app/routing/useSearchUpdate';
import { HubSpendPage_Query, TIMEFRAME_PARAM, timeframeOf } from './spendQuery';
import type { HubSpendPage_QueryQuery } from '../../__generated__/graphql';
import { formatDate, formatDateTime } from '../../ui/formatting';
import { Panel } from '../../ui/Panel';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { QueryContent } from '../../ui/QueryContent';
import { useSelectionData } from '../../ui/useSelectionData';
import { useHubId } from '../hub/tabs/useHubId';

const SpendChart = lazy(() => import('./SpendChart'));
// Kept in spendQuery.ts so the route's loader can start it without this module's code.
export { HubSpendPage_Query } from './spendQuery';

type Spend = NonNullable<NonNullable<HubSpendPage_QueryQuery['hub']>['spend']>;

const NUMBER = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 0 });

const num = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : NUMBER.format(value);
const PRECISE = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 5 });
const precise = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : PRECISE.format(value);
const whole = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : WHOLE.format(value);

function Details({ spend }: { spend: Spend }) {
  const annual = spend.annual;
  const rows: Array<[string, string]> = [
    ['Spend Mode', String(spend.spendMode)],
    ['Accuracy (%)', num(spend.accuracy)],
    ['Offset', String(spend.offset)],
    ['Latest', spend.latestCents === null ? '—' : formatEuro(spend.latestCents)],
    ['Timestamp', formatDateTime(spend.timestamp) || '—'],
    ['Cents per Unit', num(spend.centsPerUnit)],
    ['Units per Minute', precise(spend.unitsPerMinute)],
    ['Year', annual ? String(annual.year) : '—'],
    ['Annual burntime (min)', whole(annual?.burntimeMinutes)],
    ['Units used', num(annual?.units)],
    ['Spend', annual ? formatEuro(annual.spendCents) : '—'],
    ['Savings', annual ? formatEuro(annual.savingCents) : '—'],
    ['Budget', annual?.budgetCents === null || annual === null ? '—' : formatEuro(annual.budgetCents)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5" aria-label="Spend details">
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="8" rowGap="1.5">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </SimpleGrid>
    </DataList.Root>
  );
}

function PeriodTotals({ spend }: { spend: Spend }) {
  const p = spend.period;
  const aga = spend.dailyAgaCents !== 0;
  const items: Array<[string, string]> = [
    ['Days', String(p.days)],
    ['Total spend', formatEuro(p.totalCents)],
    ...(aga
      ? ([
          ['Burn spend', formatEuro(p.burnCents)],
          ['Aga spend', formatEuro(p.agaCents)],
        ] as Array<[string, string]>)
      : []),
    ['Units', num(p.units)],
    ['Burntime (min)', whole(p.burntimeMinutes)],
  ];
  return (
    <HStack gap="6" wrap="wrap" aria-label="Period totals" role="group">
      {items.map(([label, value]) => (
        <Box key={label}>
          <Text fontSize="xs" color="fg.muted">
            {label}
          </Text>
          <Text fontWeight="semibold">{value}</Text>
        </Box>
      ))}
    </HStack>
  );
}

function DailyTable({ spend }: { spend: Spend }) {
  const aga = spend.dailyAgaCents !== 0;
  return (
    <Table.ScrollArea maxH="28rem" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader aria-label="Daily spend">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total spend</Table.ColumnHeader>
            {aga && <Table.ColumnHeader textAlign="end">Burn spend</Table.ColumnHeader>}
            {aga && <Table.ColumnHeader textAlign="end">Aga spend</Table.ColumnHeader>}
            <Table.ColumnHeader textAlign="end">Burntime (min)</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {spend.period.daily.map((day) => (
            <Table.Row key={day.date}>
              {/* The app's one date format (spec 1 prescribes none for the daily table). */}
              <Table.Cell>{formatDate(day.date)}</Table.Cell>
              <Table.Cell textAlign="end">{formatEuro(day.totalCents)}</Table.Cell>
              {aga && <Table.Cell textAlign="end">{formatEuro(day.burnCents)}</Table.Cell>}
              {aga && <Table.Cell textAlign="end">{formatEuro(day.agaCents)}</Table.Cell>}
              <Table.Cell textAlign="end">{whole(day.burntimeMinutes)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function TimeframeButtons({
  value,
  onChange,
}: {
  value: SpendTimeframe;
  onChange: (t: SpendTimeframe) => void;
}) {
  return (
    <Group attached wrap="wrap" role="group" aria-label="Timeframe">
      {SPEND_TIMEFRAMES.map((timeframe) => (
        <Button
          key={timeframe}
          size="xs"
          variant={timeframe === value ? 'solid' : 'outline'}
          colorPalette="blue"
          aria-pressed={timeframe === value}
          onClick={() => onChange(timeframe)}
        >
          {SPEND_TIMEFRAME_LABELS[timeframe]}
        </Button>
      ))}
    </Group>
  );
}

/** Spec 1 §2 Spend tab: details, the daily bar chart with timeframes and totals, the daily table. */
export default function HubSpendPage() {
  const hubId = useHubId();
  // Kept in the address (?timeframe=THIS_MONTH), so a reload or a shared link shows the same period; the
  // default is left out of it. Changed in place, as the issue list's filters are.
  const [params] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const timeframe = timeframeOf(params);
  const setTimeframe = (next: SpendTimeframe) =>
    updateSearch(
      (search) => {
        if (next === DEFAULT_SPEND_TIMEFRAME) search.delete(TIMEFRAME_PARAM);
        else search.set(TIMEFRAME_PARAM, next);
      },
      { replace: true },
    );
  const { data, previousData, error, refetch, loading } = useQuery(HubSpendPage_Query, {
    variables: { hubId, timeframe },
  });
  // While another timeframe loads, the shown one stays dimmed and busy; once it has failed, the daily panel
  // says so instead of showing the previous timeframe's totals under the new timeframe's button.
  const ofTimeframe = useSelectionData(data, timeframe);
  const failedHere = ofTimeframe === undefined && error !== undefined && !loading;
  return (
    <QueryContent
      data={data}
      previousData={previousData}
      error={error}
      errorTitle="The spend could not be loaded."
      onRetry={() => void refetch()}
    >
      {({ hub }) =>
        !hub ? (
          <Panel title="Spend">
            <DoesNotExist what="Hub" id={hubId} />
          </Panel>
        ) : hub.spend === null ? (
          <Panel title="Spend">
            <Text color="fg.muted">{NO_SPEND_TEXT}</Text>
          </Panel>
        ) : (
          <Stack gap="4">
            <Panel title="Spend">
              <Details spend={hub.spend} />
            </Panel>
            <Panel
              title="Daily spend"
              actions={<TimeframeButtons value={timeframe} onChange={setTimeframe} />}
            >
              {failedHere ? (
                <ErrorNotice
                  title="The spend of this timeframe could not be loaded."
                  error={error}
                  onRetry={() => void refetch()}
                />
              ) : (
                <Stack gap="3" opacity={loading ? 0.6 : 1} aria-busy={loading}>
                  <PeriodTotals spend={hub.spend} />
                  <Suspense fallback={<Text color="fg.muted">Loading chart...</Text>}>
                    <SpendChart days={[...hub.spend.period.daily].reverse()} />
                  </Suspense>
                  <DailyTable spend={hub.spend} />
                </Stack>
              )}
            </Panel>
          </Stack>
        )
      }
    </QueryContent>
  );
}
