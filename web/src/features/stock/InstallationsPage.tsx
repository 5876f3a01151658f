import { useQuery } from '@apollo/client/react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from '../../app/routing/useSearchUpdate';
import type { InstallationsPage_QueryQuery } from '../../__generated__/graphql';
import { QueryContent } from '../../ui/QueryContent';
import { jobRowSwatch } from './jobColours';
import { tokenColour } from '../../ui/grid/cellSwatch';
import { jobSortFromSearch, nextSort, sortJobs, writeJobSort } from './jobSort';
import type { JobSort, JobSortKey } from './jobSort';
import type { GridColumn } from '../../ui/grid/types';
import { VirtualTable } from '../../ui/grid/VirtualTable';
import { StockLayout } from './StockLayout';
import { InstallationsPage_Query } from './installationsQuery';
export { InstallationsPage_Query } from './installationsQuery';

type Group = InstallationsPage_QueryQuery['installJobsByStatus'][number];
type Job = Group['jobs'][number];

const dateColumn = (field: string, header: string): GridColumn<Job> => ({
  field,
  header,
  type: 'date',
  withTime: true,
  width: 160,
});

// Spec 2 §2: job_id, status, first_name, last_name, uploaded, assigned_date_time, end_time, serial_no,
// post_code, eircode. 1,340 px: in view at 1,440 px with room for a scrollbar that takes space (Windows,
// 17 px), as All Stock's; narrower, the rows scroll sideways with the ID staying in view.
const COLUMNS: readonly GridColumn<Job>[] = [
  { field: 'jobId', header: 'ID', width: 110 },
  { field: 'statusText', header: 'Status', width: 160 },
  { field: 'firstName', header: 'Name', width: 140 },
  { field: 'lastName', header: 'Last name', width: 150 },
  dateColumn('uploaded', 'uploaded'),
  dateColumn('assignedAt', 'Assigned'),
  dateColumn('endTime', 'End time'),
  { field: 'serial', header: 'Serial', width: 100 },
  { field: 'postcode', header: 'Post code', width: 100 },
  { field: 'eircode', header: 'Eircode', width: 100 },
];

/** The columns whose header sorts, and what by. */
const SORT_BY: Readonly<Record<string, JobSortKey>> = {
  jobId: 'id',
  statusText: 'status',
  firstName: 'name',
  uploaded: 'uploaded',
};

/** The tallest an open section is; a smaller one is as tall as its rows, a bigger one scrolls. */
const SECTION_MAX_HEIGHT = '600px';

function SortButton(props: {
  label: string;
  sortKey: JobSortKey;
  sort: JobSort | null;
  onSort: (k: JobSortKey) => void;
}) {
  const { label, sortKey, sort, onSort } = props;
  const active = sort?.key === sortKey;
  return (
    // The whole header cell sorts, not only its label. Its words are the header's own (size, weight,
    // colour and place, as Last name beside it): only the hover and the arrow say it sorts.
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
  const sortKey = sort?.key;
  const ascending = sort?.ascending ?? true;
  const jobs = useMemo(
    () => sortJobs(group.jobs, sortKey ? { key: sortKey, ascending } : null),
    [group.jobs, sortKey, ascending],
  );
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
        // The shared virtual table: only the rows in view are drawn (a status can hold 1,500 jobs), the
        // sort headers stay in view while the rows scroll.
        <Box id={id}>
          <VirtualTable
            label={`${group.statusText} installations`}
            columns={COLUMNS}
            rowCount={jobs.length}
            rowAt={(index) => jobs[index]}
            rowId={(job) => job.jobId}
            rowColour={(job) => {
              const bg = jobRowSwatch(job.statusText, job.statusBand).bg;
              return bg === 'transparent' ? 'white' : tokenColour(bg);
            }}
            rowTextColour={(job) => tokenColour(jobRowSwatch(job.statusText, job.statusBand).color)}
            header={(column) => {
              const key = SORT_BY[column.field];
              if (!key) return { content: column.header };
              const active = sort?.key === key;
              return {
                content: <SortButton label={column.header} sortKey={key} sort={sort} onSort={onSort} />,
                sort: active ? (sort.ascending ? 'ascending' : 'descending') : 'none',
              };
            }}
            // A new sort starts at the top of its rows.
            resetKey={sortKey ? `${sortKey}:${ascending}` : ''}
            height={SECTION_MAX_HEIGHT}
          />
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
