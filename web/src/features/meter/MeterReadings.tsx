import { DoesNotExist } from '../../ui/DoesNotExist';
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { MeterReadings_HubQuery } from './meterReadingsHubQuery';
import { formatDateTime, formatDuration } from '../../ui/formatting';
import { QueryContent } from '../../ui/QueryContent';
import { CellLink, ScrollTable } from '../../ui/ScrollTable';
import { DiscardFirst } from '../../ui/DiscardFirst';
import { NewerButton, PageMoveStatus } from '../../ui/Pager';
import { usePager } from '../../ui/usePager';
import { useFleetOrHubLog } from '../../ui/useFleetOrHubLog';
import { MeterImage } from './MeterImage';
import { SaveReading } from './SaveReading';
import { MeterReadings_Query } from './allMetersQuery';
export { MeterReadings_Query } from './allMetersQuery';

export const MeterReadings_rows = graphql(`
  fragment MeterReadings_rows on MeterReadingConnection {
    edges {
      node {
        id
        uid
        hubId
        created
        reading
        saved
        durationMs
        kwh
        kwhPerMinute
        hasImage
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

// Kept in meterReadingsHubQuery.ts so the route's loader can start it without this module's code.
export { MeterReadings_HubQuery } from './meterReadingsHubQuery';

/**
 * Spec 2 §2 meter readings. For one hub (hubId) images start shown; for all hubs the hub column shows
 * and only unsaved readings offer their image.
 */
export function MeterReadings({ hubId }: { hubId: number | null }) {
  const pages = usePager();
  // Per-hub: the readings whose image was hidden; all hubs: the ones whose image was shown.
  const [toggled, setToggled] = useState<Set<number>>(new Set());
  const { data, previousData, error, refetch } = useFleetOrHubLog(
    hubId,
    pages,
    { fleet: MeterReadings_Query, hub: MeterReadings_HubQuery },
    { fleet: (answer) => answer.meterReadings, hub: (answer) => answer.hub?.meterReadings ?? null },
    'The meter readings',
  );
  // Readings saved or corrected on this visit: they say so, and in the all-hubs view keep offering
  // their photo (the person is still looking at it) until the page is left or paged.
  const [savedHere, setSavedHere] = useState<Set<number>>(new Set());
  const [correcting, setCorrecting] = useState<number | null>(null);
  // A reading's editor closed (Cancel, Escape, or saved: a first save too) gives the focus to the row's
  // Correct button, drawn in the editor's place, rather than leaving it on the page's body; focus the
  // person moved elsewhere while a save was on its way stays there.
  const refocus = useRef<number | null>(null);
  const cancelCorrecting = (uid: number) => {
    refocus.current = uid;
    setCorrecting(null);
  };
  const markSaved = (uid: number) => {
    refocus.current = uid;
    setSavedHere((current) => new Set(current).add(uid));
    setCorrecting(null);
  };
  const allHubs = hubId === null;
  const toggle = (uid: number) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(uid)) next.add(uid);
      return next;
    });
  const columns = allHubs ? 6 : 5;

  return (
    <QueryContent
      data={data}
      previousData={previousData}
      error={error}
      errorTitle="The meter readings could not be loaded."
      loadingText="Fetching data..."
      onRetry={refetch}
    >
      {({ rows: meterReadings }) =>
        meterReadings === null ? (
          <DoesNotExist what="Hub" id={hubId ?? ''} />
        ) : (
          // A size container: a meter photo in the table fits the width in view (MeterImage), not the
          // table's, which is wider than a phone's screen.
          <Stack gap="3" css={{ containerType: 'inline-size' }}>
            <ScrollTable label="Meter readings">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <DiscardFirst>{(run) => <NewerButton pager={pages} size="xs" run={run} />}</DiscardFirst>
                  </Table.ColumnHeader>
                  {allHubs && <Table.ColumnHeader>HubID</Table.ColumnHeader>}
                  <Table.ColumnHeader>Reading</Table.ColumnHeader>
                  <Table.ColumnHeader>Duration</Table.ColumnHeader>
                  <Table.ColumnHeader>kWh</Table.ColumnHeader>
                  <Table.ColumnHeader>kWh/minute</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {meterReadings.edges.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={columns}>
                      <Text color="fg.muted">No meter readings.</Text>
                    </Table.Cell>
                  </Table.Row>
                )}
                {meterReadings.edges.map(({ node }) => {
                  const offersImage = node.hasImage && (!allHubs || !node.saved || savedHere.has(node.uid));
                  const shown = offersImage && (allHubs ? toggled.has(node.uid) : !toggled.has(node.uid));
                  return (
                    <Fragment key={node.id}>
                      <Table.Row data-uid={node.uid} fontVariantNumeric="tabular-nums">
                        <Table.Cell whiteSpace="nowrap">
                          <Stack gap="1" align="start">
                            <Text>{formatDateTime(node.created)}</Text>
                            {offersImage && (
                              <Button
                                size="2xs"
                                variant="ghost"
                                colorPalette="blue"
                                onClick={() => toggle(node.uid)}
                              >
                                {shown ? 'Hide Image' : 'Show Image'}
                              </Button>
                            )}
                          </Stack>
                        </Table.Cell>
                        {allHubs && (
                          <Table.Cell>
                            <CellLink to={`/hub/${node.hubId}/meter_readings`}>{node.hubId}</CellLink>
                          </Table.Cell>
                        )}
                        {node.saved && correcting !== node.uid ? (
                          <>
                            <Table.Cell>
                              <HStack gap="2">
                                <Text>{node.reading}</Text>
                                <Button
                                  size="2xs"
                                  variant="ghost"
                                  colorPalette="blue"
                                  aria-label={`Correct reading ${node.uid}`}
                                  ref={(button) => {
                                    if (button && refocus.current === node.uid) {
                                      refocus.current = null;
                                      const focused = document.activeElement;
                                      if (!focused || focused === document.body) button.focus();
                                    }
                                  }}
                                  onClick={() => setCorrecting(node.uid)}
                                >
                                  Correct
                                </Button>
                                {savedHere.has(node.uid) && (
                                  <Text role="status" fontSize="xs" color="green.700">
                                    Reading saved.
                                  </Text>
                                )}
                              </HStack>
                            </Table.Cell>
                            <Table.Cell>{formatDuration((node.durationMs ?? NaN) / 1000)}</Table.Cell>
                            <Table.Cell>{node.kwh}</Table.Cell>
                            <Table.Cell>{node.kwhPerMinute?.toFixed(4)}</Table.Cell>
                          </>
                        ) : (
                          <Table.Cell colSpan={4}>
                            <SaveReading
                              hubId={node.hubId}
                              uid={node.uid}
                              taken={node.created}
                              current={node.saved ? node.reading : null}
                              onSaved={() => markSaved(node.uid)}
                              {...(node.saved ? { onCancel: () => cancelCorrecting(node.uid) } : {})}
                            />
                          </Table.Cell>
                        )}
                      </Table.Row>
                      {shown && (
                        <Table.Row>
                          <Table.Cell colSpan={columns}>
                            <MeterImage uid={node.uid} />
                          </Table.Cell>
                        </Table.Row>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Body>
            </ScrollTable>
            <Box>
              {/* A page move takes the typed, unsaved readings of this page away: it asks first. */}
              <DiscardFirst>
                {(run) => (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!meterReadings.pageInfo.hasNextPage || pages.moving}
                    onClick={() => run(() => pages.older(meterReadings.pageInfo.endCursor))}
                  >
                    Older
                  </Button>
                )}
              </DiscardFirst>
            </Box>
            <PageMoveStatus pager={pages} />
          </Stack>
        )
      }
    </QueryContent>
  );
}
