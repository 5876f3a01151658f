import { Text } from '@chakra-ui/react';
import { installedText, temperatureText } from '@hub/domain';
import { useMemo, type ReactNode } from 'react';
import type { HubListColumnsFragment } from '../../__generated__/graphql';
import { graphql } from '../../__generated__';
import { voltageSwatch, uptimeSwatch } from '../../ui/bandColours';
import { healthGradeSwatch, lastSeenSwatch, versionBadgeSwatch } from '../../ui/colours';
import { formatCount, formatDateTime, formatDuration } from '../../ui/formatting';
import { CellBadge, CellSwatch, tokenColour } from '../../ui/grid/cellSwatch';
import type { GridColumn } from '../../ui/grid/types';
import { VirtualTable } from '../../ui/grid/VirtualTable';

export const HubListColumns = graphql(`
  fragment HubListColumns on Hub {
    id
    serial
    name
    version {
      text
      badge
    }
    healthGrade
    uptime
    uptimeBand
    installed
    voltage
    voltageBand
    ageSeconds
    lastSeenBand
    avgWakeSecs
    wakeSecs
    gap
    rssi
    setpoint
    temperature
    wifiVersion
  }
`);

/**
 * The hub lists' queries keep their rows out of Apollo's normalised cache, as the big grids do: writing
 * 200–500 hubs into the cache and reading them back (with the cache's dependency tracking per field) was
 * more than half of the time between a list's answer arriving and its rows painted (issue 19, measured
 * in bench/row-paint). Nothing edits a list's rows in place, and every visit asks for the list anew.
 */
export const HUB_LIST_FETCH_POLICY = 'no-cache';

export interface HubRow extends HubListColumnsFragment {
  problemReasons?: { code: string; text: string }[];
  wires?: number | null;
  wiresChanged?: string | null;
}

const cellSwatch = (swatch: { bg?: string; color?: string }, text: ReactNode, title?: string) => (
  <CellSwatch swatch={swatch} title={title}>
    {text}
  </CellSwatch>
);

const COLUMNS: readonly GridColumn<HubRow>[] = [
  { field: 'id', header: 'Hub', type: 'number', width: 70 },
  { field: 'serial', header: 'Serial', type: 'number', width: 80 },
  { field: 'name', header: 'Name', width: 180 },
  {
    field: 'version',
    header: 'Version',
    width: 90,
    render: (hub) => {
      const badge = hub.version ? versionBadgeSwatch(hub.version.badge) : null;
      return hub.version && badge ? <CellBadge swatch={badge}>{hub.version.text}</CellBadge> : null;
    },
  },
  {
    field: 'healthGrade',
    header: 'Health',
    width: 64,
    render: (hub) => {
      const grade = hub.healthGrade ? healthGradeSwatch(hub.healthGrade) : null;
      return grade ? <CellBadge swatch={grade}>{hub.healthGrade}</CellBadge> : null;
    },
  },
  {
    field: 'uptime',
    header: 'Uptime',
    width: 96,
    render: (hub) => cellSwatch(uptimeSwatch(hub.uptimeBand), formatDuration(hub.uptime)),
  },
  { field: 'installed', header: 'Installed', width: 96, render: (hub) => installedText(hub.installed) },
  {
    field: 'voltage',
    header: 'Voltage (mV)',
    // Wide enough for the header's whole text (at 96 px it read "Voltage (…").
    width: 110,
    render: (hub) => cellSwatch(voltageSwatch(hub.voltageBand), hub.voltage),
  },
  {
    field: 'ageSeconds',
    header: 'Age',
    width: 80,
    // Formatted like Uptime; the exact seconds on hover.
    render: (hub) =>
      cellSwatch(
        lastSeenSwatch(hub.lastSeenBand),
        formatDuration(hub.ageSeconds),
        hub.ageSeconds == null ? undefined : `${hub.ageSeconds} s`,
      ),
  },
  { field: 'avgWakeSecs', header: 'Avg wake (s)', type: 'number', width: 108 },
  { field: 'wakeSecs', header: 'Wake (s)', type: 'number', width: 72 },
  { field: 'gap', header: 'Gap (s)', type: 'number', width: 72 },
  { field: 'rssi', header: 'RSSI', type: 'number', width: 60 },
  { field: 'setpoint', header: 'Setpoint', width: 72, render: (hub) => temperatureText(hub.setpoint) },
  { field: 'temperature', header: 'Temp', width: 60, render: (hub) => temperatureText(hub.temperature) },
  { field: 'wifiVersion', header: 'Wifi', type: 'number', width: 60 },
];

// Two lines of reasons in a taller row: one line cut most hubs' second reason off. The whole list is in
// the tooltip. Its width is what Problem Hubs' other columns leave (PROBLEM_WIDTHS).
const REASONS: GridColumn<HubRow> = {
  field: 'problemReasons',
  header: 'Reasons',
  width: 254,
  render: (hub) => (
    <span
      className="grid-two-lines"
      style={{ color: tokenColour('red.800') }}
      title={hub.problemReasons?.map((reason) => reason.text).join('\n')}
    >
      {hub.problemReasons?.map((reason) => reason.text).join('; ')}
    </span>
  ),
};

// Problem Hubs: its seventeen columns in view at 1,440 px without scrolling sideways (at 360 px for the
// reasons and one-line headers they made 1,584 px, and RSSI to Wifi were out of view). Each column is as
// narrow as its values (up to about 100 d 23 h, 5-digit gaps) and the words of its header allow: the
// headers wrap at their spaces ("Voltage" over "(mV)", VirtualTable's wrapHeaders), the name and the
// reasons take two lines of the taller row. The columns make 1,352 px, as All Stock's do, inside the
// 1,370 px the list has at 1,440 px with room for a scrollbar that takes space (Windows, 17 px). The
// reasons' 254 px hold all but about a dozen of the demo's 436 hubs' reasons in two lines (at 360 px, all
// but 4); a longer list ends with "…" and is whole on hover.
const PROBLEM_WIDTHS: Readonly<Record<string, number>> = {
  id: 52,
  serial: 68,
  name: 112,
  version: 78,
  healthGrade: 60,
  uptime: 86,
  installed: 86,
  voltage: 68,
  ageSeconds: 88,
  avgWakeSecs: 80,
  wakeSecs: 50,
  gap: 52,
  rssi: 48,
  setpoint: 74,
  temperature: 52,
  wifiVersion: 44,
};

const twoLines = (text: string | null | undefined) => (
  <span className="grid-two-lines" title={text ?? undefined}>
    {text}
  </span>
);

const PROBLEM_COLUMNS: readonly GridColumn<HubRow>[] = COLUMNS.map((column) => ({
  ...column,
  width: PROBLEM_WIDTHS[column.field] ?? column.width,
  ...(column.field === 'name' ? { render: (hub: HubRow) => twoLines(hub.name) } : {}),
}));

// Wires Changed: the wire mode now and when it changed (the mode before is not kept upstream).
const WIRES_CHANGE: readonly GridColumn<HubRow>[] = [
  { field: 'wires', header: 'Wires now', type: 'number', width: 92 },
  {
    field: 'wiresChanged',
    header: 'Wires changed',
    width: 150,
    render: (hub) => formatDateTime(hub.wiresChanged),
  },
];

/** How many rows a list holds, and that it is cut off when it reached its limit. */
export function HubCount({ count, limit }: { count: number; limit?: number }) {
  const rows = formatCount(count, 'hub');
  return (
    <Text fontSize="sm" color="fg.muted">
      {limit !== undefined && count >= limit ? `${rows} (the first ${limit} are listed)` : rows}
    </Text>
  );
}

/**
 * Spec 2 §2 hub list columns, as a virtual table (hundreds of rows render without a stall) whose header
 * stays in view; each row is a link to /hub/{id}. Problem hubs add their reasons after the name.
 */
export function HubTable({
  hubs,
  withReasons = false,
  withWiresChange = false,
}: {
  hubs: readonly HubRow[];
  withReasons?: boolean;
  withWiresChange?: boolean;
}) {
  const columns = useMemo(() => {
    const afterName = [...(withReasons ? [REASONS] : []), ...(withWiresChange ? WIRES_CHANGE : [])];
    const list = withReasons ? PROBLEM_COLUMNS : COLUMNS;
    return [...list.slice(0, 3), ...afterName, ...list.slice(3)];
  }, [withReasons, withWiresChange]);
  if (hubs.length === 0) return <Text color="fg.muted">No hubs.</Text>;
  return (
    <VirtualTable
      label="Hubs"
      columns={columns}
      rowCount={hubs.length}
      rowAt={(index) => hubs[index]}
      rowId={(hub) => hub.id}
      rowHref={(hub) => `/hub/${hub.id}`}
      {...(withReasons ? { rowHeight: 38, wrapHeaders: true } : {})}
      height="calc(100vh - 15rem)"
    />
  );
}
