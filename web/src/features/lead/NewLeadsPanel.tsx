import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LEAD_STEP } from '@hub/domain';
import { useCallback, useState } from 'react';
import { addressRightReason, useSeesContacts } from '../../app/auth/useSeesContacts';
import { InAddressPart } from '../../app/routing/InAddressPart';
import { useUrlView } from '../../app/routing/useUrlView';
import { useFormOpener } from '../../ui/form';
import { AddLeadPanel } from './AddLeadPanel';
import { BulkUpdatePanel } from './BulkUpdatePanel';
import { LeadsGrid, localStamp } from './LeadsGrid';
import { LEAD_VIEW_OF, LEAD_VIEW_WORDS, NEW_LEADS_GRID, type LeadViewWord } from './leadsGridQuery';
import { PanelOutcome } from './PanelOutcome';
import { PanelToggle } from '../../ui/PanelToggle';
import { useLeadPanels } from './useLeadPanels';

const VIEW_LABELS: Record<LeadViewWord, string> = {
  new: 'New Leads',
  unresolved: 'Unresolved Leads',
  dead: 'Dead Leads',
  onhold: 'Leads On Hold',
};

/**
 * Spec 3 §2.4 the Leads panel: one view at a time (new by default; docs/domain.md says what puts a lead
 * in each), kept in the address (?view=dead) as the ECMS panel keeps its own; switching reloads the grid,
 * clears the selection and starts the view without the searches typed in the other (Back brings them
 * back with it). Modify and Add Lead open one at a time.
 */
export function NewLeadsPanel() {
  const [word, setWord] = useUrlView(LEAD_VIEW_WORDS, 'new', { searchPrefix: NEW_LEADS_GRID.urlPrefix });
  const view = LEAD_VIEW_OF[word];
  // Another view closes Update Info: its uids were ticked in the view left.
  const panels = useLeadPanels<'modify' | 'add'>(view, ['modify']);
  // Closed, a panel gives the focus back to its toggle (ui/form/formOpener).
  const modifyButton = useFormOpener(panels.open === 'modify');
  const addButton = useFormOpener(panels.open === 'add');
  // Spec 3 §9: the new-leads grid flags the end of its list when a page comes back short (the view it
  // came back in: another view has not reached its end yet).
  // A new lead is a customer's contact details: adding one needs the "address" right (fleet-api refuses it).
  const seesContacts = useSeesContacts();
  const [endedIn, setEndedIn] = useState<string | null>(null);
  const onPage = useCallback(
    (rows: number, asked: number) => setEndedIn(rows < Math.min(asked, LEAD_STEP) ? view : null),
    [view],
  );
  const ended = endedIn === view;
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        Leads
      </Heading>
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label="Lead views">
        {LEAD_VIEW_WORDS.map((key) => (
          <Button
            key={key}
            size="xs"
            variant={word === key ? 'solid' : 'outline'}
            aria-pressed={word === key}
            onClick={() => setWord(key)}
          >
            {VIEW_LABELS[key]}
          </Button>
        ))}
      </HStack>
      {panels.open === 'modify' && (
        // Its uids are ticked in this view: another view closes it (Add Lead stays open).
        <InAddressPart param="view" name="view">
          <BulkUpdatePanel uids={panels.uids} withBer={false} onDone={panels.done} onCancel={panels.close} />
        </InAddressPart>
      )}
      {panels.open === 'add' && seesContacts && <AddLeadPanel onDone={panels.done} onCancel={panels.close} />}
      <PanelOutcome outcome={panels.outcome} />
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
              <PanelToggle ref={modifyButton} panels={panels} panel="modify">
                Modify
              </PanelToggle>
              <PanelToggle
                ref={addButton}
                panels={panels}
                panel="add"
                disabledReason={seesContacts ? undefined : addressRightReason('Adding a lead')}
              >
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
