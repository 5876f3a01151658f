import { Box, Link, Table, Text } from '@chakra-ui/react';
import type { CommsBodyView } from '@hub/domain';
import { commsBodyView, formatCommsData, parseRawPayload } from '@hub/domain';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../ui/formatting';

// Everything here is rendered as React text children, so markup in a body is shown, never interpreted.

/** Preformatted text: a body that is not one of the known shapes, or the raw payload. */
export function CommsText({ text, label }: { text: string; label: string }) {
  return (
    <Box
      as="pre"
      aria-label={label}
      fontFamily="mono"
      fontSize="xs"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
      bg="gray.50"
      p="2"
      borderRadius="sm"
      maxH="24rem"
      overflowY="auto"
    >
      {text}
    </Box>
  );
}

function Pairs({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Table.Root size="sm" width="auto" variant="outline">
      <Table.Body>
        {rows.map(([name, value]) => (
          <Table.Row key={name}>
            <Table.Cell fontWeight="semibold">{name}</Table.Cell>
            <Table.Cell fontFamily="mono" wordBreak="break-all">
              {value}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function View({ view }: { view: CommsBodyView }) {
  switch (view.kind) {
    case 'schedule':
      return view.events.length === 0 ? (
        <Text>No events in schedule</Text>
      ) : (
        <Table.Root size="sm" width="auto" variant="outline" aria-label="Schedule">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Day</Table.ColumnHeader>
              <Table.ColumnHeader>Start</Table.ColumnHeader>
              <Table.ColumnHeader>Minutes</Table.ColumnHeader>
              <Table.ColumnHeader>Adjust</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.events.map((event, i) => (
              <Table.Row key={i}>
                <Table.Cell>{event.day}</Table.Cell>
                <Table.Cell>{event.time}</Table.Cell>
                <Table.Cell>{event.minutes}</Table.Cell>
                <Table.Cell>{event.adjust ? `(${event.adjust})` : ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      );
    case 'fields':
      return (
        <Box aria-label={view.title}>
          <Pairs rows={view.rows} />
          {view.note && (
            <Text mt="1" color="orange.700" fontWeight="semibold">
              {view.note}
            </Text>
          )}
        </Box>
      );
    case 'hubs':
      return (
        <Table.Root size="sm" width="auto" variant="outline" aria-label="Hubs">
          <Table.Header>
            <Table.Row>
              {['Hub', 'Set', 'Room', 'Heat', 'RSSI'].map((h) => (
                <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.hubs.map((hub, i) => (
              <Table.Row key={i}>
                {hub.cells.map(([name, value]) => (
                  <Table.Cell key={name}>
                    {name === 'Hub' && hub.hubId !== null ? (
                      <Link asChild color="blue.700">
                        <RouterLink to={`/hub/${hub.hubId}`}>{value}</RouterLink>
                      </Link>
                    ) : (
                      value
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      );
    case 'line':
      return <Text>{view.text}</Text>;
    case 'text':
      return <CommsText text={view.text} label="Body text" />;
  }
}

/** Spec 1 §2: the body as its API is shown. */
export function CommsBody({ api, typeId, body }: { api: string; typeId: number; body: string | null }) {
  return <View view={commsBodyView(api, typeId, body, formatDateTime)} />;
}

export function CommsHeaders({ headers }: { headers: Array<{ name: string; value: string }> }) {
  if (headers.length === 0) return <Text color="fg.muted">No headers.</Text>;
  return <Pairs rows={headers.map((h) => [h.name, h.value])} />;
}

/** The raw payload parsed as headers, a blank line and the body (JSON when it starts with { or [). */
export function CommsRawPayload({ payload }: { payload: string }) {
  const parsed = parseRawPayload(payload);
  return (
    <Box>
      <CommsHeaders headers={parsed.headers} />
      <CommsText text={formatCommsData(parsed.body ?? '', parsed.rawBody)} label="Raw payload body" />
    </Box>
  );
}
