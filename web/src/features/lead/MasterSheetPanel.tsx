import { Heading, Stack } from '@chakra-ui/react';
import { useFormOpener } from '../../ui/form';
import { BulkUpdatePanel } from './BulkUpdatePanel';
import { LeadsGrid, localStamp } from './LeadsGrid';
import { MASTER_SHEET_GRID } from './leadsGridQuery';
import { PanelOutcome } from './PanelOutcome';
import { PanelToggle } from '../../ui/PanelToggle';
import { useLeadPanels } from './useLeadPanels';

/**
 * Spec 3 §2.2 the Master Sheet: every lead, its 34 columns (the Box checkbox and 33 fields), Modify
 * toggling the Update Info panel, "Export as .csv" and the count.
 */
export function MasterSheetPanel() {
  const panels = useLeadPanels<'modify'>();
  // Closed, Update Info gives the focus back to Modify (ui/form/formOpener).
  const modifyButton = useFormOpener(panels.open === 'modify');
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        Master Sheet
      </Heading>
      {panels.open === 'modify' && (
        <BulkUpdatePanel uids={panels.uids} withBer onDone={panels.done} onCancel={panels.close} />
      )}
      <PanelOutcome outcome={panels.outcome} />
      <LeadsGrid
        key={panels.reload}
        label="Master sheet"
        view="ALL"
        fields={MASTER_SHEET_GRID.fields}
        urlPrefix={MASTER_SHEET_GRID.urlPrefix}
        fileName={() => `${localStamp()}.csv`}
        actions={(selection) => {
          panels.selection.current = selection;
          return (
            <PanelToggle ref={modifyButton} panels={panels} panel="modify">
              Modify
            </PanelToggle>
          );
        }}
      />
    </Stack>
  );
}
