import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LEAD_STEP } from '@hub/domain';
import { useCallback, useState } from 'react';
import type { LeadView } from '../../__generated__/graphql';
import { AddLeadPanel } from './AddLeadPanel';
import { BulkUpdatePanel } from './BulkUpdatePanel';
import { LeadsGrid, localStamp } from './LeadsGrid';
import { NEW_LEADS_GRID } from './leadsGridQuery';
import { PanelToggle } from './PanelToggle';
import { useLeadPanels } from './useLeadPanels';

const VIEWS: ReadonlyArray<[LeadView, string]> = [
  ['NEW', 'New Leads'],
  ['UNRESOLVED', 'Unresolved Leads'],
  ['DEAD', 'Dead Leads'],
  ['ON_HOLD', 'Leads On Hold'],
];

/**
 * Spec 3 §2.4 the Leads panel: one view at a time (new by default; docs/domain.md says what puts a lead
 * in each), switching reloads the grid and clears the selection; Modify and Add Lead open one at a time.
 */
export function NewLeadsPanel() {
  const [view, setView] = useState<LeadView>(NEW_LEADS_GRID.view);
  // Another view closes Update Info: its uids were ticked in the view left.
  const panels = useLeadPanels<'modify' | 'add'>(view, ['modify']);
  const [ended, setEnded] = useState(false);
  // Spec 3 §9: the new-leads grid flags the end of its list when a page comes back short.
  const onPage = useCallback(
    (rows: number, asked: number) => setEnded(rows < Math.min(asked, LEAD_STEP)),
    [],
  );
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        Leads
      </Heading>
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label="Lead views">
        {VIEWS.map(([key, label]) => (
          <Button
            key={key}
            size="xs"
            variant={view === key ? 'solid' : 'outline'}
            aria-pressed={view === key}
            onClick={() => {
              if (view === key) return;
              setView(key);
              setEnded(false);
            }}
          >
            {label}
          </Button>
        ))}
      </HStack>
      {panels.open === 'modify' && (
        <BulkUpdatePanel uids={panels.uids} withBer={false} onDone={panels.done} onCancel={panels.close} />
      )}
      {panels.open === 'add' && <AddLeadPanel onDone={panels.done} onCancel={panels.close} />}
      {panels.outcome && (
        <Text role="status" color={panels.outcome.ok ? 'green.700' : 'red.700'}>
          {panels.outcome.message}
        </Text>
      )}
      <LeadsGrid
        key={`${view}-${panels.reload}`}
        label="Leads"
        view={view}
        fields={NEW_LEADS_GRID.fields}
        urlPrefix={NEW_LEADS_GRID.urlPrefix}
        onPage={onPage}
        fileName={() => `Leads_${localStamp()}.csv`}
        actions={(selection) => {
          panels.selection.current = selection;
          return (
            <>
              <PanelToggle panels={panels} panel="modify">
                Modify
              </PanelToggle>
              <PanelToggle panels={panels} panel="add">
                Add Lead
              </PanelToggle>
            </>
          );
        }}
      />
      {ended && (
        <Text fontSize="sm" color="fg.muted">
          End of the list.
        </Text>
      )}
    </Stack>
  );
}
