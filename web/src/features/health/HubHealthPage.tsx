import { DoesNotExist } from '../../ui/DoesNotExist';
import { useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { HEALTH_DESKTOP_MIN_WIDTH } from '@hub/domain';
import { useState } from 'react';
import { HubHealthPage_Query } from './healthQuery';
import type { HubHealthPage_QueryQuery } from '../../__generated__/graphql';
import { severityBackground } from '../../ui/bandColours';
import { tokenColour } from '../../ui/grid/cellSwatch';
import { formatDateTime, formatDuration } from '../../ui/formatting';
import { QueryContent } from '../../ui/QueryContent';
import { ScrollTable } from '../../ui/ScrollTable';
import { Pager } from '../../ui/Pager';
import { usePager } from '../../ui/usePager';
import { useMinWidth } from '../../ui/useMinWidth';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { useHubId } from '../hub/tabs/useHubId';
import './healthTable.css';
import { FlameIcon, HandIcon, SuitcaseIcon, WifiIcon, wifiBars } from './HealthIcons';
// Kept in healthQuery.ts so the route's loader can start it without this module's code.
export { HubHealthPage_Query } from './healthQuery';

type Snapshot = NonNullable<HubHealthPage_QueryQuery['hub']>['health']['edges'][number]['node'];
type Group = 'Work' | 'Control' | 'Env';
const GROUPS: Group[] = ['Work', 'Control', 'Env'];

/**
 * A time, "25 Nov 2026, 02:01", that may break after the comma and nowhere else (date above time) when the
 * table is narrow (healthTable.css); on one line in the wide table, whose cells do not wrap.
 */
function when(iso: string) {
  const text = formatDateTime(iso);
  const comma = text.lastIndexOf(', ');
  if (comma < 0) return text;
  return (
    <>
      <span className="health-nowrap">{text.slice(0, comma + 1)}</span>{' '}
      <span className="health-nowrap">{text.slice(comma + 2)}</span>
    </>
  );
}

/** An uptime, "35 d 23 h", that may break between its units only ("35 d" above "23 h"). */
const uptime = (seconds: number | null | undefined) =>
  formatDuration(seconds).replace(/(\d) (?=[a-z])/g, '$1\u00a0');

/**
 * Where a one-word header may break, with a hyphen, in the narrow table (soft hyphens, shown only at a
 * break): "Voltage" and "Current" were wider than any of their values, and the Work group ran past a
 * phone's width. The wide table's headers do not wrap.
 */
const HYPHENATED: Record<string, string> = {
  Uptime: 'Up\u00adtime',
  Voltage: 'Volt\u00adage',
  Current: 'Cur\u00adrent',
  Setpoint: 'Set\u00adpoint',
  Heating: 'Heat\u00ading',
  Holiday: 'Holi\u00adday',
  Touched: 'Touch\u00aded',
  Temperature: 'Temper\u00adature',
  Humidity: 'Humid\u00adity',
};

const one = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(1);

const COLUMNS: Record<Group, { header: string; cell: (s: Snapshot) => React.ReactNode }[]> = {
  Env: [
    { header: 'Temperature', cell: (s) => one(s.temperature) },
    { header: 'Humidity', cell: (s) => s.humidity },
    { header: 'Raw temp', cell: (s) => one(s.rawTemp) },
    { header: 'Bias', cell: (s) => one(s.bias) },
  ],
  Control: [
    { header: 'Setpoint', cell: (s) => one(s.setpoint) },
    {
      header: 'Heating',
      cell: (s) => (
        <HStack gap="1">
          {s.heating !== 'OFF' && s.heating !== null && (
            <FlameIcon color={s.boiler ? 'orange.500' : 'orange.300'} aria-label="Heating on" />
          )}
          <Text as="span">{s.heating?.toLowerCase().replaceAll('_', ' ')}</Text>
        </HStack>
      ),
    },
    { header: 'Boiler', cell: (s) => (s.boiler ? 'on' : 'off') },
    {
      header: 'Holiday',
      cell: (s) => (s.holiday ? <SuitcaseIcon color="purple.600" aria-label="Away (holiday)" /> : ''),
    },
    {
      header: 'Touched',
      cell: (s) => (s.touched ? <HandIcon color="blue.600" aria-label="Manual touch" /> : ''),
    },
  ],
  Work: [
    { header: 'Version', cell: (s) => s.version?.text },
    {
      header: 'RSSI',
      cell: (s) => (
        <HStack gap="1">
          <WifiIcon bars={wifiBars(s.rssi)} color="green.600" aria-label={`Wifi ${wifiBars(s.rssi)} bars`} />
          <Text as="span">{s.rssi}</Text>
        </HStack>
      ),
    },
    { header: 'Gap', cell: (s) => s.gap },
    { header: 'Wake', cell: (s) => s.avgWakeSecs },
    { header: 'Uptime', cell: (s) => uptime(s.uptime) },
    { header: 'Voltage', cell: (s) => s.voltage },
    { header: 'Current', cell: (s) => s.current },
  ],
};

/** Spec 2 §2 Hub health view: snapshots newest first, severity-coloured, in three column groups. */
export default function HubHealthPage() {
  const id = useHubId();
  const wide = useMinWidth(HEALTH_DESKTOP_MIN_WIDTH);
  const [picked, setPicked] = useState<Group>('Work');
  const pages = usePager();
  const { data, previousData, error, refetch } = useQuery(HubHealthPage_Query, {
    variables: { id, after: pages.after },
  });
  pages.observe({ data, error });
  useRefreshErrorLog('The health view', error, (data ?? previousData) !== undefined);
  const groups = wide ? GROUPS : [picked];

  return (
    <QueryContent
      data={data}
      previousData={previousData}
      error={error}
      errorTitle="The health history could not be loaded."
      loadingText="Fetching data..."
      onRetry={() => void refetch()}
    >
      {({ hub }) =>
        !hub ? (
          <DoesNotExist what="Hub" id={id} />
        ) : (
          <Stack gap="3">
            <HStack gap="4" wrap="wrap" justify="space-between">
              {!wide && (
                <HStack gap="1" role="group" aria-label="Column group">
                  {GROUPS.map((group) => (
                    <Button
                      key={group}
                      size="sm"
                      variant={group === picked ? 'solid' : 'outline'}
                      aria-pressed={group === picked}
                      onClick={() => setPicked(group)}
                    >
                      {group}
                    </Button>
                  ))}
                </HStack>
              )}
              <Pager
                pager={pages}
                hasOlder={hub.health.pageInfo.hasNextPage}
                endCursor={hub.health.pageInfo.endCursor}
              />
            </HStack>
            {hub.health.edges.length === 0 ? (
              <Text color="fg.muted">No health reports.</Text>
            ) : (
              // The shared scroll region: both header rows stay in view while the snapshots scroll.
              <ScrollTable
                label="Health reports"
                // Narrow: drawn to fit a phone's width (healthTable.css).
                tableProps={{ 'aria-label': 'Health reports', className: wide ? undefined : 'health-narrow' }}
              >
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader rowSpan={wide ? 2 : 1}>Created</Table.ColumnHeader>
                    {wide &&
                      groups.map((group) => (
                        <Table.ColumnHeader
                          key={group}
                          colSpan={COLUMNS[group].length}
                          textAlign="center"
                          borderLeftWidth="1px"
                        >
                          {group}
                        </Table.ColumnHeader>
                      ))}
                    {!wide &&
                      COLUMNS[picked].map((column) => (
                        <Table.ColumnHeader key={column.header}>
                          {HYPHENATED[column.header] ?? column.header}
                        </Table.ColumnHeader>
                      ))}
                  </Table.Row>
                  {wide && (
                    <Table.Row>
                      {groups.flatMap((group) =>
                        COLUMNS[group].map((column, i) => (
                          <Table.ColumnHeader
                            key={`${group}-${column.header}`}
                            borderLeftWidth={i === 0 ? '1px' : undefined}
                            whiteSpace="nowrap"
                          >
                            {column.header}
                          </Table.ColumnHeader>
                        )),
                      )}
                    </Table.Row>
                  )}
                </Table.Header>
                <Table.Body>
                  {hub.health.edges.map(({ node }) => (
                    <Table.Row
                      key={node.id}
                      // The row's own style, as the other lists colour rows (no Emotion class per row).
                      style={{ background: tokenColour(severityBackground(node.severity)) }}
                      data-severity={node.severity ?? 'unknown'}
                      fontVariantNumeric="tabular-nums"
                    >
                      <Table.Cell whiteSpace="nowrap">{when(node.created)}</Table.Cell>
                      {groups.flatMap((group) =>
                        COLUMNS[group].map((column, i) => (
                          <Table.Cell
                            key={`${group}-${column.header}`}
                            borderLeftWidth={wide && i === 0 ? '1px' : undefined}
                            whiteSpace="nowrap"
                          >
                            {column.cell(node)}
                          </Table.Cell>
                        )),
                      )}
                    </Table.Row>
                  ))}
                </Table.Body>
              </ScrollTable>
            )}
          </Stack>
        )
      }
    </QueryContent>
  );
}
