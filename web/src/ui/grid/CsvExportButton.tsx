import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { downloadCsv, rowsToCsv } from './csv';
import type { RowId } from './types';

interface CsvExportButtonProps {
  /** The file's name, asked for when the export is made (names carry the time). */
  fileName(): string;
  /** The CSV's columns: field names, also its headers. */
  fields: readonly string[];
  /** The rows to write: the selected ones, or every row (null) when none is selected. */
  fetchRows(ids: readonly RowId[] | null): Promise<readonly Record<string, unknown>[]>;
  selected: ReadonlySet<RowId>;
}

/** "Export as .csv": the selected rows (or all), formula-looking cells neutralised (csv.ts). */
export function CsvExportButton({ fileName, fields, fetchRows, selected }: CsvExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          fetchRows(selected.size ? [...selected] : null).then(
            (rows) => {
              setBusy(false);
              downloadCsv(fileName(), rowsToCsv(fields, rows));
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
      {error && (
        <Text role="alert" color="red.600" fontSize="sm">
          {`The export failed: ${error}`}
        </Text>
      )}
    </>
  );
}
