import { useQuery } from '@apollo/client/react';
import { Link, Table, Text } from '@chakra-ui/react';
import { DASHBOARD_REFRESH_MS } from '@hub/domain';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';

export const IssueStatusCountsPanel_Query = graphql(`
  query IssueStatusCountsPanel_Query {
    issueStatusCounts {
      status
      text
      count
    }
  }
`);

export function IssueStatusCountsPanel() {
  const { data, previousData, error, refetch } = useQuery(IssueStatusCountsPanel_Query, {
    pollInterval: DASHBOARD_REFRESH_MS,
  });
  return (
    <Panel title="Issues by status">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The issue counts could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ issueStatusCounts }) =>
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
