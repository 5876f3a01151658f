import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ECMS_VIEWS } from '@hub/domain';
import type { EcmsView } from '@hub/domain';
import { useMemo, useState } from 'react';
import { worded } from '../../app/apollo/errors';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { EcmsPanel_FirstQuery } from '../../__generated__/graphql';
import type { PreloadedAnswer } from '../../app/routing/screenQuery';
import { gridPageQuery, usePreloadedAnswer } from '../../app/routing/usePreloadedQuery';
import { useUrlView } from '../../app/routing/useUrlView';
import {
  CsvExportButton,
  DataGrid,
  totalWithFirstPage,
  type GridColumn,
  type GridDataSource,
  type LookupOption,
} from '../../ui/grid';
import { useFormOpener } from '../../ui/form';
import { PanelToggle } from '../../ui/PanelToggle';
import { formatCount, formatDateTime } from '../../ui/formatting';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { addressRightReason, useSeesContacts } from '../../app/auth/useSeesContacts';
import { EcmsModifyPanel } from './EcmsModifyPanel';
import { EcmsRemovePanel } from './EcmsRemovePanel';
import { ecmsFilter, ecmsGridColumns, ecmsRowColour, type EcmsGridRow } from './ecmsGrid';
import { EcmsPanel_Count, EcmsPanel_Export, EcmsPanel_Mprns, EcmsPanel_Restore } from './ecmsOperations';
import { ECMS_URL_PREFIX, EcmsPanel_First, EcmsPanel_Rows, EcmsPanel_Statuses } from './ecmsPanelQuery';

const VIEW_LABELS: Record<EcmsView, string> = {
  all: 'All',
  preapproved: 'PreApproved',
  nogeopal: 'No GeoPal',
  offline: 'Offline',
  raw: 'Raw Ecms',
};

// Rows go around Apollo's cache (no-cache): the grid holds its own bounded window of rows. The first page
// carries the count and, after a hard navigation to ?panel=ecms, is the route loader's answer
// (preloadEcmsPanel, which brought the statuses with it).
function ecmsSource(
  client: ApolloClient,
  view: EcmsView,
  fromLoader: (PreloadedAnswer & { data: EcmsPanel_FirstQuery }) | null,
): GridDataSource<EcmsGridRow> {
  const rows = gridPageQuery(client, EcmsPanel_Rows, fromLoader);
  return {
    ...totalWithFirstPage(
      async (filters, offset, limit, withTotal) => {
        const data = await rows({ filter: ecmsFilter(view, filters), offset, first: limit, withTotal });
        return { rows: data?.ecmsRows.nodes ?? [], total: data?.ecmsRows.totalCount ?? null };
      },
      async (filters) => {
        const { data } = await worded(
          client.query({
            query: EcmsPanel_Count,
            variables: { filter: ecmsFilter(view, filters) },
            fetchPolicy: 'no-cache',
          }),
        );
        return data?.ecmsRows.totalCount ?? 0;
      },
    ),
    allIds: async (filters) => {
      const { data } = await worded(
        client.query({
          query: EcmsPanel_Mprns,
          variables: { filter: ecmsFilter(view, filters) },
          fetchPolicy: 'no-cache',
        }),
      );
      return data?.ecmsMprns ?? [];
    },
  };
}

type Open = { kind: 'modify'; mprns: string[] } | { kind: 'remove' } | null;
type Outcome = { text: string; undo?: { mprn: string; removedAt: string | null } } | null;

/**
 * Spec 3 §2.5 the ECMS screen, a panel of the leads dashboard: Export as .csv, Modify, Remove, the five
 * views (one active, in the URL as ?view=), the count and the grid of the register. Modify and Remove
 * open one at a time; completing one reloads the grid. A removal can be undone at once, and removed rows
 * stay restorable from the Raw Ecms view.
 */
export function EcmsPanel() {
  const client = useApolloClient();
  const [view, setView] = useUrlView(ECMS_VIEWS, 'all');
  const [reloads, setReloads] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Closed (Cancel, or sent), a panel gives the focus back to its toggle in the grid's toolbar, drawn again
  // when the grid is remounted after a change (ui/form/formOpener).
  const modifyButton = useFormOpener(open?.kind === 'modify');
  const removeButton = useFormOpener(open?.kind === 'remove');
  // Modify starts from the ticked rows' MPRNs; pressed while open, a toggle closes its panel.
  const ecmsPanels = (ticked: Iterable<unknown>) => ({
    open: open?.kind ?? null,
    toggle: (kind: 'modify' | 'remove') =>
      setOpen(
        open?.kind === kind ? null : kind === 'modify' ? { kind, mprns: [...ticked].map(String) } : { kind },
      ),
  });
  // The route's loader brings the statuses with the first rows (a hard navigation to ?panel=ecms);
  // opened from the toolbar, the panel asks for them itself.
  const fromLoader = usePreloadedAnswer(EcmsPanel_First);
  const statusesQuery = useQuery(EcmsPanel_Statuses, { skip: fromLoader !== null });
  const statusList = fromLoader?.data.ecmsStatuses ?? statusesQuery.data?.ecmsStatuses;
  const statuses: LookupOption[] = useMemo(
    () => (statusList ?? []).map((s) => ({ id: s.id, name: s.text })),
    [statusList],
  );
  const source = useMemo(() => ecmsSource(client, view, fromLoader), [client, view, fromLoader]);
  const [restore, restoring] = useMutation(EcmsPanel_Restore);
  const seesContacts = useSeesContacts();
  const actionKey = useIdempotencyKey();

  const reload = () => setReloads((n) => n + 1);

  // The removal's time is part of the action: restoring the same MPRN after a later removal is a new action
  // with its own idempotency key, not a replay of the first restore.
  const undo = async (mprn: string, removedAt: string | null) => {
    const input = { mprn };
    const { data } = await restore({ variables: { input }, context: actionKey({ input, removedAt }) });
    const refused = data?.restoreEcmsRow?.userErrors[0];
    setOutcome({ text: refused ? refused.message : `Restored MPRN ${mprn}.` });
    reload();
  };

  const columns = useMemo(() => {
    // Until the statuses answer, a search by a status name waits for them (a failure is said below).
    const base: GridColumn<EcmsGridRow>[] = ecmsGridColumns(statusList && statuses, seesContacts);
    if (view !== 'raw') return base;
    // The raw view shows who removed a row and when, and puts it back: after the row's ECMS ID, Job Id and
    // Name, so it is seen without scrolling across the register's 17 columns while the pinned first column
    // still says which row it is (most rows are not removed: first, it pinned an empty column).
    return [
      ...base.slice(0, 3),
      {
        field: 'removed',
        header: 'Removed',
        filter: false,
        width: 330,
        value: (row) => row.removedAt,
        render: (row) =>
          row.removedAt ? (
            <HStack gap="1">
              <Text fontSize="xs">{`${formatDateTime(row.removedAt)} by ${row.removedBy ?? 'unknown'}`}</Text>
              <Button
                size="2xs"
                variant="outline"
                disabled={restoring.loading}
                onClick={() => void undo(row.mprn, row.removedAt).catch(() => undefined)}
              >
                Restore
              </Button>
            </HStack>
          ) : null,
      },
      ...base.slice(3),
    ];
    // undo reads the latest restore state; the column set changes with the view and the statuses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statuses, view, restoring.loading, seesContacts]);

  if (statusesQuery.error)
    return <ErrorNotice title="The ECMS statuses could not be loaded." error={statusesQuery.error.message} />;

  return (
    <Stack gap="3">
      <Heading as="h2" size="sm">
        ECMS
      </Heading>
      {outcome && (
        <HStack role="status" gap="2" bg="blue.50" p="2" borderRadius="md">
          <Text fontSize="sm">{outcome.text}</Text>
          {outcome.undo && (
            <Button
              size="xs"
              variant="outline"
              loading={restoring.loading}
              onClick={() => void undo(outcome.undo!.mprn, outcome.undo!.removedAt).catch(() => undefined)}
            >
              Undo
            </Button>
          )}
        </HStack>
      )}
      {restoring.error && (
        <ErrorNotice title="The row could not be restored." error={restoring.error.message} />
      )}
      {open?.kind === 'modify' && (
        <EcmsModifyPanel
          mprns={open.mprns}
          statuses={statuses}
          onCancel={() => setOpen(null)}
          onDone={({ updatedCount, unknownMprns }) => {
            setOpen(null);
            setOutcome({
              text:
                `Updated ${formatCount(updatedCount, 'row')}.` +
                (unknownMprns.length ? ` Not in the register, not changed: ${unknownMprns.join(', ')}.` : ''),
            });
            reload();
          }}
        />
      )}
      {open?.kind === 'remove' && (
        <EcmsRemovePanel
          onCancel={() => setOpen(null)}
          onDone={(mprn, removedAt) => {
            setOpen(null);
            setOutcome({ text: `Removed MPRN ${mprn}.`, undo: { mprn, removedAt } });
            reload();
          }}
        />
      )}
      {statusesQuery.loading ? (
        <Text fontSize="sm">Loading...</Text>
      ) : (
        <Box>
          <DataGrid
            // A new view or a completed change loads the register again from the top.
            key={`${view}:${reloads}`}
            label="ECMS register"
            columns={columns}
            source={source}
            rowId={(row) => row.mprn}
            rowColour={ecmsRowColour(view)}
            urlPrefix={ECMS_URL_PREFIX}
            selectable
            toolbar={({ selection, filters }) => (
              <HStack gap="2" wrap="wrap">
                <CsvExportButton
                  selected={selection.ids}
                  searchProblem={filters.problem}
                  // The report is the customers' names, addresses and phones: the API refuses it without the right.
                  disabledReason={seesContacts ? undefined : addressRightReason('The ECMS report')}
                  exportCsv={async (mprns) => {
                    const input = mprns
                      ? { mprns: mprns.map(String) }
                      : { filter: ecmsFilter(view, filters.filters) };
                    const { data } = await worded(
                      client.mutate({ mutation: EcmsPanel_Export, variables: { input } }),
                    );
                    const file = data?.exportEcmsReport;
                    const refused = file?.userErrors[0];
                    if (refused) throw new Error(refused.message);
                    if (!file?.filename || file.csv === null || file.csv === undefined)
                      throw new Error('The export returned no file.');
                    return { fileName: file.filename, csv: file.csv };
                  }}
                />
                {/* Switching from a Modify with typed values, or closing it, asks first (PanelToggle). */}
                <PanelToggle ref={modifyButton} panels={ecmsPanels(selection.ids)} panel="modify">
                  Modify
                </PanelToggle>
                <PanelToggle ref={removeButton} panels={ecmsPanels(selection.ids)} panel="remove">
                  Remove
                </PanelToggle>
                <HStack gap="1" role="group" aria-label="ECMS views">
                  {ECMS_VIEWS.map((name) => (
                    <Button
                      key={name}
                      size="xs"
                      colorPalette="blue"
                      variant={view === name ? 'solid' : 'outline'}
                      aria-pressed={view === name}
                      onClick={() => setView(name)}
                    >
                      {VIEW_LABELS[name]}
                    </Button>
                  ))}
                </HStack>
              </HStack>
            )}
          />
        </Box>
      )}
    </Stack>
  );
}
