import { DoesNotExist } from '../../ui/DoesNotExist';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { HubPairingsPage_Query } from './pairingsQuery';
import { ConfirmAction } from '../../ui/ConfirmAction';
import type { HubPairingsPage_QueryQuery } from '../../__generated__/graphql';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { formatDateTime } from '../../ui/formatting';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';
import { useHubId } from '../hub/tabs/useHubId';
// Kept in pairingsQuery.ts so the route's loader can start it without this module's code.
export { HubPairingsPage_Query } from './pairingsQuery';

export const HubPairingsPage_Mutation = graphql(`
  mutation HubPairingsPage_Mutation($hubId: Int!, $pairingId: Int!) {
    togglePairing(input: { hubId: $hubId, pairingId: $pairingId }) {
      pairing {
        id
        paired
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type Pairing = NonNullable<HubPairingsPage_QueryQuery['hub']>['pairings'][number];

const COLUMNS = [
  'Created',
  'IP',
  'Code',
  'UserID',
  'App Version',
  'Manufacturer',
  'Model',
  'Platform',
  'Version',
  'Paired',
  '',
];

function ToggleIcon({ paired }: { paired: boolean }) {
  // A switch drawn on or off: the pairing's state, and what clicking does to it.
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="2" y="7" width="20" height="10" rx="5" />
      <circle cx={paired ? 17 : 7} cy="12" r="3" fill="currentColor" />
    </svg>
  );
}

/** Spec 1 §2 Pairings tab: green rows are paired, red revoked; claimed pairings can be toggled. */
export default function HubPairingsPage() {
  const hubId = useHubId();
  const { data, previousData, error, refetch } = useQuery(HubPairingsPage_Query, { variables: { hubId } });
  const [toggle, toggling] = useMutation(HubPairingsPage_Mutation);
  const [messages, setMessages] = useState<string[]>([]);

  const onToggle = async (pairing: Pairing) => {
    setMessages([]);
    try {
      const result = await toggle({ variables: { hubId, pairingId: pairing.id } });
      const userErrors = result.data?.togglePairing?.userErrors ?? [];
      if (userErrors.length > 0) setMessages(userErrors.map((e) => e.message));
      // Spec 1 §4: the list reloads after a toggle.
      await refetch();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Panel title="Pairings">
      <Stack gap="3">
        {messages.map((message) => (
          <Text key={message} color="red.600" role="alert">
            {message}
          </Text>
        ))}
        {toggling.error && (
          <ErrorNotice
            title="The pairing was not changed."
            uncertainTitle="The pairing may have been changed."
            error={toggling.error}
          />
        )}
        <QueryContent
          data={data}
          previousData={previousData}
          error={error}
          errorTitle="The pairings could not be loaded."
          onRetry={() => void refetch()}
        >
          {({ hub }) =>
            !hub ? (
              <DoesNotExist what="Hub" id={hubId} />
            ) : hub.pairings.length === 0 ? (
              <Text color="fg.muted">No pairings</Text>
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label="Pairings">
                  <Table.Header>
                    <Table.Row>
                      {COLUMNS.map((column) => (
                        <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {hub.pairings.map((p) => (
                      <Table.Row
                        key={p.id}
                        bg={p.paired ? 'green.100' : 'red.100'}
                        data-paired={p.paired ? 'yes' : 'no'}
                      >
                        <Table.Cell whiteSpace="nowrap">{formatDateTime(p.created)}</Table.Cell>
                        <Table.Cell fontFamily="mono">{p.ip}</Table.Cell>
                        <Table.Cell fontFamily="mono">{p.pairingCode}</Table.Cell>
                        <Table.Cell>{p.userId}</Table.Cell>
                        <Table.Cell>{p.appVersion}</Table.Cell>
                        <Table.Cell>{p.manufacturer}</Table.Cell>
                        <Table.Cell>{p.model}</Table.Cell>
                        <Table.Cell>{p.platform}</Table.Cell>
                        <Table.Cell>{p.version}</Table.Cell>
                        <Table.Cell>{p.paired ? 'Yes' : 'No'}</Table.Cell>
                        <Table.Cell>
                          {p.canToggle && (
                            <ConfirmAction
                              question={
                                p.paired
                                  ? `Revoke pairing ${p.pairingCode ?? p.id}? The app loses access to the hub.`
                                  : `Restore pairing ${p.pairingCode ?? p.id}?`
                              }
                              confirmLabel={p.paired ? 'Revoke' : 'Restore'}
                              onConfirm={() => void onToggle(p)}
                            >
                              {(ask) => (
                                <Button
                                  size="xs"
                                  variant="outline"
                                  colorPalette={p.paired ? 'red' : 'green'}
                                  aria-label={
                                    p.paired
                                      ? `Revoke pairing ${p.pairingCode ?? p.id}`
                                      : `Restore pairing ${p.pairingCode ?? p.id}`
                                  }
                                  loading={toggling.loading}
                                  onClick={ask}
                                >
                                  <ToggleIcon paired={p.paired} />
                                  {p.paired ? 'Revoke' : 'Restore'}
                                </Button>
                              )}
                            </ConfirmAction>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )
          }
        </QueryContent>
      </Stack>
    </Panel>
  );
}
