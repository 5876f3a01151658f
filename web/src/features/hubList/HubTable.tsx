import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { installedText, temperatureText } from '@hub/domain';
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HubListColumnsFragment } from '../../__generated__/graphql';
import { graphql } from '../../__generated__';
import { voltageSwatch, uptimeSwatch } from '../../ui/bandColours';
import { healthGradeSwatch, lastSeenSwatch, versionBadgeSwatch } from '../../ui/colours';
import { formatDuration } from '../../ui/formatting';

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

export interface HubRow extends HubListColumnsFragment {
  problemReasons?: { code: string; text: string }[];
}

const HEADERS = [
  'Hub',
  'Serial',
  'Name',
  'Version',
  'Health',
  'Uptime',
  'Installed',
  'Voltage (mV)',
  'Age',
  'Avg wake (s)',
  'Wake (s)',
  'Gap (s)',
  'RSSI',
  'Setpoint',
  'Temp',
  'Wifi',
];

/** Spec 2 §2 hub list columns; a row opens /hub/{id}. Problem hubs add their reasons. */
export function HubTable({ hubs, withReasons = false }: { hubs: HubRow[]; withReasons?: boolean }) {
  const navigate = useNavigate();
  if (hubs.length === 0) return <Text color="fg.muted">No hubs.</Text>;
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" interactive stickyHeader>
        <Table.Header>
          <Table.Row>
            {HEADERS.map((header) => (
              <Fragment key={header}>
                <Table.ColumnHeader whiteSpace="nowrap">{header}</Table.ColumnHeader>
                {withReasons && header === 'Name' && <Table.ColumnHeader>Reasons</Table.ColumnHeader>}
              </Fragment>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {hubs.map((hub) => {
            const voltage = voltageSwatch(hub.voltageBand);
            const uptime = uptimeSwatch(hub.uptimeBand);
            const age = lastSeenSwatch(hub.lastSeenBand);
            const grade = hub.healthGrade ? healthGradeSwatch(hub.healthGrade) : null;
            const badge = hub.version ? versionBadgeSwatch(hub.version.badge) : null;
            return (
              <Table.Row
                key={hub.id}
                cursor="pointer"
                data-hubid={hub.id}
                onClick={() => void navigate(`/hub/${hub.id}`)}
                fontVariantNumeric="tabular-nums"
              >
                <Table.Cell>{hub.id}</Table.Cell>
                <Table.Cell>{hub.serial}</Table.Cell>
                <Table.Cell maxW="14rem" truncate>
                  {hub.name}
                </Table.Cell>
                {withReasons && (
                  <Table.Cell fontSize="xs" minW="16rem" color="red.800">
                    {hub.problemReasons?.map((reason) => (
                      <Text key={reason.code}>{reason.text}</Text>
                    ))}
                  </Table.Cell>
                )}
                <Table.Cell>
                  {hub.version && badge && (
                    <Badge bg={badge.bg} color={badge.color}>
                      {hub.version.text}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {grade && (
                    <Badge bg={grade.bg} color={grade.color}>
                      {hub.healthGrade}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell bg={uptime.bg} color={uptime.color} whiteSpace="nowrap">
                  {formatDuration(hub.uptime)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{installedText(hub.installed)}</Table.Cell>
                <Table.Cell bg={voltage.bg} color={voltage.color}>
                  {hub.voltage}
                </Table.Cell>
                <Table.Cell
                  bg={age.bg}
                  color={age.color}
                  whiteSpace="nowrap"
                  title={hub.ageSeconds == null ? undefined : `${hub.ageSeconds} s`}
                >
                  {formatDuration(hub.ageSeconds)}
                </Table.Cell>
                <Table.Cell>{hub.avgWakeSecs}</Table.Cell>
                <Table.Cell>{hub.wakeSecs}</Table.Cell>
                <Table.Cell>{hub.gap}</Table.Cell>
                <Table.Cell>{hub.rssi}</Table.Cell>
                <Table.Cell>{temperatureText(hub.setpoint)}</Table.Cell>
                <Table.Cell>{temperatureText(hub.temperature)}</Table.Cell>
                <Table.Cell>{hub.wifiVersion}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
