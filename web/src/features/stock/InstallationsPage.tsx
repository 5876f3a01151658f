import { useQuery } from '@apollo/client/react';
import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from '../../app/routing/useSearchUpdate';
import type { InstallationsPage_QueryQuery } from '../../__generated__/graphql';
import { QueryContent } from '../../ui/QueryContent';
import { formatDateTime } from '../../ui/formatting';
import { jobRowSwatch } from './jobColours';
import { tokenColour } from '../../ui/grid/cellSwatch';
import { jobSortFromSearch, nextSort, sortJobs, writeJobSort } from './jobSort';
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
  open,
  onToggle,
}: {
  group: Group;
  sort: JobSort | null;
  onSort: (k: JobSortKey) => void;
  open: boolean;
  onToggle: () => void;
}) {
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
        onClick={onToggle}
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

const OPEN_PARAM = 'open';

/** The sections the address holds open (?open=JOB_COMPLETED,JOB_CANCELLED). */
const openStatuses = (search: URLSearchParams) =>
  (search.get(OPEN_PARAM) ?? '').split(',').filter((status) => status !== '');

/**
 * Spec 2 §2 Installations: one collapsible section per effective status, sortable, coloured rows. The
 * sort and the open sections are kept in the address, so a reload, a shared link or Back shows the same.
 */
export default function InstallationsPage() {
  const { data, previousData, error, refetch } = useQuery(InstallationsPage_Query);
  const [params] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const sort = jobSortFromSearch(params);
  const open = openStatuses(params);
  // Built on the last change asked for (useSearchUpdate): a quick second click keeps the first. Drawn
  // at once, as a click on a header always was (a navigation is otherwise drawn as a transition, later).
  const inPlace = { replace: true, flushSync: true };
  const onSort = (key: JobSortKey) =>
    updateSearch((next) => writeJobSort(next, nextSort(jobSortFromSearch(next), key)), inPlace);
  // Collapsed at first: one status can hold a thousand jobs, and staff open the one they are after.
  const onToggle = (status: string) =>
    updateSearch((next) => {
      const shown = openStatuses(next);
      const changed = shown.includes(status) ? shown.filter((s) => s !== status) : [...shown, status];
      if (changed.length === 0) next.delete(OPEN_PARAM);
      else next.set(OPEN_PARAM, changed.join(','));
    }, inPlace);
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
                <StatusSection
                  key={group.statusText}
                  group={group}
                  sort={sort}
                  onSort={onSort}
                  open={open.includes(group.statusText)}
                  onToggle={() => onToggle(group.statusText)}
                />
              ))}
            </Stack>
          )
        }
      </QueryContent>
    </StockLayout>
  );
}
