import { useFragment } from '@apollo/client/react';
import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { useScreenPart } from '../../app/routing/screenPart';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';

// This panel's part of the dashboard's one request (dashboardQuery.ts spreads it).
export const IssueStatusCountsPanel_Counts = graphql(`
  fragment IssueStatusCountsPanel_Counts on Query {
    issueStatusCounts {
      status
      text
      count
    }
  }
`);

export function IssueStatusCountsPanel() {
  const fragment = useFragment({ fragment: IssueStatusCountsPanel_Counts, from: { __typename: 'Query' } });
  const { data, error, retry } = useScreenPart(
    fragment.complete ? fragment.data.issueStatusCounts : undefined,
    'issueStatusCounts',
  );
  return (
    <Panel title="Issues by status">
      <QueryContent
        data={data}
        error={error}
        errorTitle="The issue counts could not be loaded."
        onRetry={retry}
      >
        {(issueStatusCounts) =>
          issueStatusCounts.length === 0 ? (
            <Text color="fg.muted">There are no issues.</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Body>
                {issueStatusCounts.map((row) => (
                  <Table.Row key={row.status}>
                    <Table.Cell>
                      <Link asChild colorPalette="blue" aria-label={`${row.text}: ${row.count} issues`}>
                        {/* Exactly this status, so the list holds as many issues as the count says. */}
                        <RouterLink to={`/issues?status=${row.status}`}>{row.text}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                      {row.count}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )
        }
      </QueryContent>
    </Panel>
  );
}
