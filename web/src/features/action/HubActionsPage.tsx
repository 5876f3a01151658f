import { useApolloClient } from '@apollo/client/react';
import { Box, Text } from '@chakra-ui/react';
import { useCallback, useRef } from 'react';
import { graphql } from '../../__generated__';
import { HubActionsPage_Query } from './actionsQuery';
import type { HubActionsPage_QueryQuery } from '../../__generated__/graphql';
import { formatDateTime } from '../../ui/formatting';
import { LogList } from '../../ui/LogList';
import type { FetchLogPage } from '../../ui/useLogPages';
import { useLogPages } from '../../ui/useLogPages';
import { useHubId } from '../hub/tabs/useHubId';
// Kept in actionsQuery.ts so the route's loader can start it without this module's code.
export { HubActionsPage_Query } from './actionsQuery';

export const HubActionsPage_Action = graphql(`
  fragment HubActionsPage_Action on HubAction {
    id
    hubId
    created
    type
    action
    initiatorId
    userId
    setStateText
    setting
  }
`);

type Action = NonNullable<HubActionsPage_QueryQuery['hub']>['actions']['edges'][number]['node'];

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * Spec 1 §2 Actions tab: Created, Hub ID (only outside a hub), Type, Action, Initiator, User, State,
 * Setting, as one virtual list with Newer/Older.
 */
export function ActionLog({
  fetchPage,
  resetKey,
  withHubId,
}: {
  fetchPage: FetchLogPage<Action>;
  resetKey: unknown;
  withHubId: boolean;
}) {
  const pages = useLogPages(fetchPage, resetKey);
  const columns = `11rem ${withHubId ? '5rem ' : ''}7rem minmax(12rem, 1fr) 5rem 5rem 8rem 5rem`;
  const headings = [
    'Created',
    ...(withHubId ? ['Hub ID'] : []),
    'Type',
    'Action',
    'Initiator',
    'User',
    'State',
    'Setting',
  ];
  return (
    <LogList
      label="Action log"
      pages={pages}
      columns={columns}
      header={headings.map((h) => (
        <Text key={h}>{h}</Text>
      ))}
      rowKey={(row) => row.id}
      emptyText="No actions logged."
      errorTitle="The action log could not be loaded."
      renderRow={(row) => (
        <Box
          display="grid"
          gridTemplateColumns={columns}
          gap="2"
          px="2"
          py="1"
          fontSize="sm"
          borderBottomWidth="1px"
          data-testid="action-row"
          data-uid={row.id}
        >
          <Text>{formatDateTime(row.created)}</Text>
          {withHubId && <Text>{row.hubId}</Text>}
          <Text>{row.type}</Text>
          <Text>{row.action}</Text>
          <Text>{dash(row.initiatorId)}</Text>
          <Text>{dash(row.userId)}</Text>
          <Text>{dash(row.setStateText)}</Text>
          <Text>{row.setting === null || row.setting === undefined ? '—' : `${row.setting}°C`}</Text>
        </Box>
      )}
    />
  );
}

export default function HubActionsPage() {
  const hubId = useHubId();
  const client = useApolloClient();
  const unreadPreload = useRef(true);
  const fetchPage = useCallback<FetchLogPage<Action>>(
    async (args) => {
      // The first page was asked for by the route's loader at navigation (network-only, so it is
      // current) and waits in the cache: read once from there. Every later page, Newer and reload ask.
      const fromLoader = unreadPreload.current && !args.before && !args.after;
      unreadPreload.current = false;
      const { data } = await client.query({
        query: HubActionsPage_Query,
        variables: { hubId, ...args },
        fetchPolicy: fromLoader ? 'cache-first' : 'no-cache',
      });
      const actions = data?.hub?.actions;
      if (!actions)
        return { nodes: [], startCursor: null, endCursor: null, hasOlder: false, hasNewer: false };
      return {
        nodes: actions.edges.map((e) => e.node),
        startCursor: actions.pageInfo.startCursor ?? null,
        endCursor: actions.pageInfo.endCursor ?? null,
        hasOlder: actions.pageInfo.hasNextPage,
        hasNewer: actions.pageInfo.hasPreviousPage,
      };
    },
    [client, hubId],
  );
  return <ActionLog fetchPage={fetchPage} resetKey={hubId} withHubId={false} />;
}
