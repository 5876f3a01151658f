import { useQuery } from '@apollo/client/react';
import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { InstallationsPage_QueryQuery } from '../../__generated__/graphql';
import { QueryContent } from '../../ui/QueryContent';
import { formatDateTime } from '../../ui/formatting';
import { jobRowSwatch } from './jobColours';
import { tokenColour } from '../../ui/grid/cellSwatch';
import { nextSort, sortJobs } from './jobSort';
import type { JobSort, JobSortKey } from './jobSort';
import { ScrollTable } from '../../ui/ScrollTable';
import { StockLayout } from './StockLayout';
import { InstallationsPage_Query } from './installationsQuery';
export { InstallationsPage_Query } from './installationsQuery';

type Group = InstallationsPage_QueryQuery['installJobsByStatus'][number];

function SortHeader(props: {
  label: string;
  sortKey: JobSortKey;
  sort: JobSort | null;
  onSort: (k: JobSortKey) => void;
}) {
  const { label, sortKey, sort, onSort } = props;
  const active = sort?.key === sortKey;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
      {/* The whole header cell sorts, not only its label. Its words are the header's own (size, weight,
          colour and place, as Last name beside it): only the hover and the arrow say it sorts. */}
      <Button
        size="xs"
        variant="ghost"
        px="0"
        h="auto"
        minH="0"
        w="full"
        justifyContent="flex-start"
        fontSize="inherit"
        fontWeight="inherit"
        lineHeight="inherit"
        color="inherit"
        onClick={() => onSort(sortKey)}
      >
        {label}
        {active ? (sort.ascending ? ' ▲' : ' ▼') : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

function StatusSection({
  group,
  sort,
  onSort,
}: {
  group: Group;
  sort: JobSort | null;
  onSort: (k: JobSortKey) => void;
}) {
  // Collapsed at first: one status can hold a thousand jobs, and staff open the one they are after.
  const [open, setOpen] = useState(false);
  const id = `jobs-${group.statusText}`;
  return (
    <Stack gap="1" data-status={group.statusText}>
      <Button
        variant="plain"
        justifyContent="flex-start"
        fontWeight="semibold"
        px="0"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {`${open ? '▾' : '▸'} ${group.statusText} (${group.count})`}
      </Button>
      {open && (
        // The shared scroll region: the sort headers stay in view while a long status scrolls.
        <Box id={id}>
          <ScrollTable label={`${group.statusText} installations`}>
            <Table.Header>
              <Table.Row>
                <SortHeader label="ID" sortKey="id" sort={sort} onSort={onSort} />
                <SortHeader label="Status" sortKey="status" sort={sort} onSort={onSort} />
                <SortHeader label="Name" sortKey="name" sort={sort} onSort={onSort} />
                <Table.ColumnHeader>Last name</Table.ColumnHeader>
                <SortHeader label="uploaded" sortKey="uploaded" sort={sort} onSort={onSort} />
                <Table.ColumnHeader>Assigned</Table.ColumnHeader>
                <Table.ColumnHeader>End time</Table.ColumnHeader>
                <Table.ColumnHeader>Serial</Table.ColumnHeader>
                <Table.ColumnHeader>Post code</Table.ColumnHeader>
                <Table.ColumnHeader>Eircode</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sortJobs(group.jobs, sort).map((job) => {
                const swatch = jobRowSwatch(job.statusText, job.statusBand);
                return (
                  <Table.Row
                    key={job.jobId}
                    // The row's own style, as the other lists colour rows (no Emotion class per row).
                    style={{ background: tokenColour(swatch.bg), color: tokenColour(swatch.color) }}
                    data-job-id={job.jobId}
                  >
                    <Table.Cell>{job.jobId}</Table.Cell>
                    <Table.Cell>{job.statusText}</Table.Cell>
                    <Table.Cell>{job.firstName}</Table.Cell>
                    <Table.Cell>{job.lastName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(job.uploaded)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(job.assignedAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(job.endTime)}</Table.Cell>
                    <Table.Cell>{job.serial}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{job.postcode}</Table.Cell>
                    <Table.Cell>{job.eircode}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </ScrollTable>
        </Box>
      )}
    </Stack>
  );
}

/** Spec 2 §2 Installations: one collapsible section per effective status, sortable, coloured rows. */
export default function InstallationsPage() {
  const { data, previousData, error, refetch } = useQuery(InstallationsPage_Query);
  const [sort, setSort] = useState<JobSort | null>(null);
  const onSort = (key: JobSortKey) => setSort((current) => nextSort(current, key));
  return (
    <StockLayout title="All Installations">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The installations could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ installJobsByStatus }) =>
          installJobsByStatus.length === 0 ? (
            <Text color="fg.muted">No installations.</Text>
          ) : (
            <Stack gap="4">
              {installJobsByStatus.map((group) => (
                <StatusSection key={group.statusText} group={group} sort={sort} onSort={onSort} />
              ))}
            </Stack>
          )
        }
      </QueryContent>
    </StockLayout>
  );
}
