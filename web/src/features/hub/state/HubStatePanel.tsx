import { useQuery } from '@apollo/client/react';
import { Badge, Box, DataList, HStack, Text } from '@chakra-ui/react';
import { lastSeenBand } from '@hub/domain';
import type { ReactNode } from 'react';
import { graphql } from '../../../__generated__';
import type { HubStatePanel_HubFragment } from '../../../__generated__/graphql';
import { lastSeenSwatch, REALLY_OLD, UPGRADE_HIGHLIGHT, versionBadgeSwatch } from '../../../ui/colours';
import { formatAge, formatDateTime, formatDuration } from '../../../ui/formatting';
import { Panel } from '../../../ui/Panel';
import { QueryContent } from '../../../ui/QueryContent';
import { SmartTechFlags } from './SmartTechFlags';

// The panel's part of the hub overview's one request (overviewQuery.ts spreads it under hub(id)).
export const HubStatePanel_Hub = graphql(`
  fragment HubStatePanel_Hub on Hub {
    id
    lastSeen
    heatingDescription
    wires
    gap
    avgWakeSecs
    uptime
    wifiVersion
    version {
      text
      badge
      reallyOld
      smartTechCapable
    }
    upgradeAvailable
    upgradeTarget {
      text
    }
    state {
      hubId
      lastSeen
      mains
      batteryLevel
      dutyCycle
      timeShaving
      peakTempSuppression
      version
    }
  }
`);

// The panel's own read of its fragment: a cache hit after the overview's request (cache-first).
export const HubStatePanel_Query = graphql(`
  query HubStatePanel_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubStatePanel_Hub
    }
  }
`);

type Hub = HubStatePanel_HubFragment;

function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

function LastSeen({ hub }: { hub: Hub }) {
  const seen = hub.state?.lastSeen ?? hub.lastSeen;
  if (!seen) return <Badge {...lastSeenSwatch('LOST')}>Never</Badge>;
  const swatch = lastSeenSwatch(lastSeenBand(seen));
  // On a narrow screen the pill wraps inside its cell, between the time and its age (each kept whole),
  // instead of running out over the panel's edge (a badge is one line by default).
  return (
    <Badge bg={swatch.bg} color={swatch.color} size="md" flexWrap="wrap" rowGap="0" maxW="full">
      <Box as="span" whiteSpace="nowrap">
        {formatDateTime(seen)}
      </Box>{' '}
      <Box as="span" whiteSpace="nowrap">{`(${formatAge(seen)})`}</Box>
    </Badge>
  );
}

function Version({ hub }: { hub: Hub }) {
  const { version } = hub;
  const swatch = version ? (version.reallyOld ? REALLY_OLD : versionBadgeSwatch(version.badge)) : null;
  return (
    <HStack gap="2" wrap="wrap">
      <Text>
        {swatch ? (
          <Badge bg={swatch.bg} color={swatch.color} fontFamily="mono">
            {version?.text}
          </Badge>
        ) : (
          '—'
        )}
        {` / ${orDash(hub.wifiVersion)}`}
      </Text>
      {version?.reallyOld && (
        <Text color="red.700" fontWeight="semibold">
          Really old
        </Text>
      )}
      {hub.upgradeAvailable && hub.upgradeTarget ? (
        <Badge bg={UPGRADE_HIGHLIGHT.bg} color={UPGRADE_HIGHLIGHT.color}>
          {`Upgrade to: ${hub.upgradeTarget.text}`}
        </Badge>
      ) : (
        <Text>Up to date.</Text>
      )}
    </HStack>
  );
}

function powerText(hub: Hub): string {
  const base = `${orDash(hub.state?.batteryLevel)} / ${orDash(hub.wires)}`;
  if (!hub.version?.smartTechCapable) return base;
  const mains = hub.state?.mains;
  return `${base} / ${mains === null || mains === undefined ? '—' : mains ? 'Powered' : 'Unpowered'}`;
}

function activityText(hub: Hub): string {
  const wake = hub.avgWakeSecs === null ? '—' : `${Math.round(hub.avgWakeSecs * 10) / 10} s`;
  const gap = hub.gap === null ? '—' : `${hub.gap} s`;
  return `gap ${gap} / wake ${wake} / uptime ${formatDuration(hub.uptime) || '—'}`;
}

function StateRows({ hub }: { hub: Hub }) {
  const smartTech = hub.version?.smartTechCapable ?? false;
  const rows: Array<[string, ReactNode]> = [
    ['Last seen', <LastSeen key="seen" hub={hub} />],
    ['Heating', hub.heatingDescription],
    [smartTech ? 'mV/wires/pwr' : 'mV/wires', powerText(hub)],
    ['Version', <Version key="version" hub={hub} />],
    ['Activity', activityText(hub)],
  ];
  // Each label level with the first line of its value (baseline), not with the middle of a value that
  // wraps or of the flags' form with its buttons under the checkboxes.
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} alignItems="baseline">
          <DataList.ItemLabel minW="7.5rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
      {smartTech && hub.state && (
        <DataList.Item alignItems="baseline">
          <DataList.ItemLabel minW="7.5rem">Flags</DataList.ItemLabel>
          <DataList.ItemValue>
            <SmartTechFlags state={hub.state} />
          </DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}

/** Spec 1 §2 State panel: what the hub reported on its last poll. */
export function HubStatePanel({ hubId }: { hubId: number }) {
  const { data, error, refetch } = useQuery(HubStatePanel_Query, { variables: { hubId } });
  return (
    <Panel title="State">
      <QueryContent
        data={data}
        error={error}
        errorTitle="The hub state could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ hub }) => (hub ? <StateRows hub={hub} /> : null)}
      </QueryContent>
    </Panel>
  );
}
