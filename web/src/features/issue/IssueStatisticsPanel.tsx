import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import type { IssueStatisticsPanel_QueryQuery } from '../../__generated__/graphql';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';

// A document of its own, so the /issues page's request (issuesPageQuery.ts) can spread it too.
export const IssueStatisticsPanel_Block = graphql(`
  fragment IssueStatisticsPanel_Block on IssueStatisticsBlock {
    tags {
      tagId
      tagName
      tagTypeName
      count
    }
    categories {
      category
      count
    }
    total
  }
`);

/** The open and closed statistics, as a screen's request or a save's payload asks for them. */
export const IssueStatisticsPanel_Statistics = graphql(`
  fragment IssueStatisticsPanel_Statistics on Query {
    issueStatistics {
      open {
        ...IssueStatisticsPanel_Block
      }
      closed {
        ...IssueStatisticsPanel_Block
      }
    }
  }
`);

export const IssueStatisticsPanel_Query = graphql(`
  query IssueStatisticsPanel_Query {
    ...IssueStatisticsPanel_Statistics
  }
`);

type Block = IssueStatisticsPanel_QueryQuery['issueStatistics']['open'];

function StatisticsBlock({ title, totalLabel, block }: { title: string; totalLabel: string; block: Block }) {
  return (
    <Stack gap="2">
      <Table.Root size="sm" aria-label={`${title} issues per tag`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{`${title}: Issue Tag`}</Table.ColumnHeader>
            <Table.ColumnHeader>Tag Type</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Number</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {block.tags.map((tag) => (
            <Table.Row key={tag.tagId ?? 'none'}>
              <Table.Cell>{tag.tagName || 'Not Tagged'}</Table.Cell>
              <Table.Cell>{tag.tagTypeName}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {tag.count}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Table.Root size="sm" aria-label={`${title} issues per category`}>
        <Table.Body>
          {block.categories.map((c) => (
            <Table.Row key={c.category}>
              <Table.Cell>{c.category}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {c.count}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="bold">
            <Table.Cell>{totalLabel}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {block.total}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** Spec 2 §2 Issue statistics: open and closed blocks per tag, then category totals and the grand total. */
export function IssueStatisticsPanel() {
  const { data, previousData, error, refetch } = useQuery(IssueStatisticsPanel_Query);
  return (
    <Panel title="Issue Statistics">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The issue statistics could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ issueStatistics }) => (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <StatisticsBlock title="Open" totalLabel="Total Open" block={issueStatistics.open} />
            <StatisticsBlock title="Closed" totalLabel="Total Closed" block={issueStatistics.closed} />
          </SimpleGrid>
        )}
      </QueryContent>
    </Panel>
  );
}
