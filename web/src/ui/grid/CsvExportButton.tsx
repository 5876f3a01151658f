import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DisabledReason } from '../DisabledReason';
import { downloadCsv } from './csv';
import type { RowId } from './types';
import { formatNumber } from '../formatting';

export interface CsvFile {
  fileName: string;
  csv: string;
}

interface CsvExportButtonProps {
  /**
   * Makes the file for the selected rows' ids, or for every row of the search (null) when none is
   * selected: from the upstream's export, or from rows with rowsToCsv (csv.ts).
   */
  exportCsv(ids: readonly RowId[] | null): Promise<CsvFile>;
  selected: ReadonlySet<RowId>;
  /** The export cannot be made for this person (a right they lack): the button is disabled, this said beside it. */
  disabledReason?: string;
  /**
   * The grid's search cannot be read (GridFilters.problem): nothing is exported, as nothing is shown. With
   * nothing ticked the export would otherwise be of the search as sent, which leaves that search out.
   */
  searchProblem?: string | null;
}

/** Said beside the export while the grid's search cannot be read. */
export const EXPORT_SEARCH_PROBLEM = 'Nothing to export until the search is corrected.';

/** What the button exports: the ticked rows, or (nothing ticked) every row the search finds. */
function exportScope(ticked: number): string {
  if (ticked === 0) return 'Nothing is ticked: exports every row the search finds.';
  return ticked === 1 ? 'Exports the ticked row.' : `Exports the ${formatNumber(ticked)} ticked rows.`;
}

/** "Export as .csv": the browser saves the file; a failure says so beside the button. */
export function CsvExportButton({ exportCsv, selected, searchProblem, ...props }: CsvExportButtonProps) {
  const disabledReason = searchProblem ? EXPORT_SEARCH_PROBLEM : props.disabledReason;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scope = exportScope(selected.size);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        // Said on hover and to a screen reader: with nothing ticked, the whole search is exported.
        title={scope}
        aria-description={scope}
        loading={busy}
        disabled={Boolean(disabledReason)}
        onClick={() => {
          setBusy(true);
          setError(null);
          exportCsv(selected.size ? [...selected] : null).then(
            ({ fileName, csv }) => {
              setBusy(false);
              downloadCsv(fileName, csv);
            },
            (failure: unknown) => {
              setBusy(false);
              setError(failure instanceof Error ? failure.message : String(failure));
            },
          );
        }}
      >
        Export as .csv
      </Button>
      {disabledReason && <DisabledReason>{disabledReason}</DisabledReason>}
      {error && (
        <Text role="alert" color="red.600" fontSize="sm">
          {`The export failed: ${error}`}
        </Text>
      )}
    </>
  );
}
