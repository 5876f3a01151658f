import {
  Button,
  Heading,
  HStack,
  NativeSelect,
  Progress,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { LEAD_FIELDS, LEAD_UPLOAD_MAX_BYTES } from '@hub/domain';
import { useRef, useState } from 'react';
import { formatCount, formatNumber } from '../../ui/formatting';
import { uploadFile } from '../../ui/uploadFile';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';

interface UploadAnswer {
  preview: boolean;
  columns: Array<{ header: string; field: string | null; note: string | null }>;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: Array<{ row: number; messages: string[] }>;
  duplicates: Array<{ row: number; uid: number | null; of_row: number | null; reason: string }>;
  saved: number;
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'failed'; message: string }
  | { kind: 'preview'; answer: UploadAnswer }
  | { kind: 'saved'; answer: UploadAnswer; filename: string };

// What a column can be read into: the fields an import writes (fleet-api reads uid to find a stored lead).
const CHOICES = LEAD_FIELDS.filter((f) => f.editable || f.name === 'uid');
const SHOWN = 200;

/**
 * The Upload File panel (spec 3 §2.2 Upload Leads, §4 upload states): a .csv is previewed before anything
 * is saved — its columns mapped to lead fields (recognised from the headers, changeable), each row's
 * problems with its row number, rows duplicating a lead flagged — then every good row is saved in one go.
 */
export function UploadLeadsPanel() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [progress, setProgress] = useState(0);
  const idempotency = useIdempotencyKey();
  const problem =
    file === null
      ? null
      : !file.name.toLowerCase().endsWith('.csv')
        ? 'Only .csv files can be uploaded.'
        : file.size > LEAD_UPLOAD_MAX_BYTES
          ? `The file is larger than ${LEAD_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`
          : null;

  const send = async (preview: boolean, chosen: Record<string, string> = mapping) => {
    if (file === null) return;
    const form = new FormData();
    form.set('mapping', JSON.stringify(chosen));
    form.set('file', file, file.name);
    setState({ kind: 'uploading' });
    setProgress(0);
    const answer = await uploadFile<UploadAnswer>('leads', form, {
      query: preview ? { preview: 'true' } : {},
      onProgress: setProgress,
      // The same file, mapping and step sent again is the same action (a retry).
      ...idempotency({ preview, chosen, file: [file.name, file.size, file.lastModified] }),
    });
    if (!answer.ok || answer.data === null)
      setState({ kind: 'failed', message: answer.message ?? 'The upload failed.' });
    else if (preview) setState({ kind: 'preview', answer: answer.data });
    else {
      setState({ kind: 'saved', answer: answer.data, filename: file.name });
      setFile(null);
      setMapping({});
      if (input.current) input.current.value = '';
    }
  };

  const remap = (header: string, field: string) => {
    const next = { ...mapping, [header]: field };
    setMapping(next);
    void send(true, next);
  };

  const uploading = state.kind === 'uploading';
  return (
    <Stack gap="3">
      {state.kind === 'saved' && (
        <Text role="status" color="green.700">
          {`Saved ${formatCount(state.answer.saved, 'lead')} from ${state.filename}: ${formatNumber(state.answer.created)} new, ${formatNumber(state.answer.updated)} updated, ${formatNumber(state.answer.unchanged)} unchanged.`}
        </Text>
      )}
      <Stack
        as="section"
        aria-label="Upload Leads"
        gap="3"
        p="3"
        borderWidth="1px"
        borderRadius="md"
        maxW="5xl"
      >
        <Heading as="h2" size="sm">
          Upload Leads
        </Heading>
        <HStack gap="3" wrap="wrap">
          <input
            ref={input}
            type="file"
            aria-label="Leads file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setMapping({});
              setState({ kind: 'idle' });
            }}
          />
          <Button
            size="sm"
            colorPalette="blue"
            disabled={file === null || problem !== null || uploading}
            onClick={() => void send(true)}
          >
            Upload
          </Button>
          {uploading && <Spinner size="sm" aria-label="Uploading" />}
        </HStack>
        {problem && (
          <Text role="alert" color="red.600" fontSize="sm">
            {problem}
          </Text>
        )}
        {uploading && (
          <Progress.Root value={Math.round(progress * 100)} maxW="md" size="sm" aria-label="Upload progress">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {state.kind === 'failed' && (
          <Stack role="alert" gap="0">
            <Heading as="h3" size="sm" color="red.700">
              Error uploading file!
            </Heading>
            <Text>Please contact support</Text>
            <Text fontSize="sm" color="fg.muted">
              {state.message}
            </Text>
          </Stack>
        )}
        {state.kind === 'preview' && (
          <Preview answer={state.answer} onRemap={remap} onSave={() => void send(false)} />
        )}
      </Stack>
    </Stack>
  );
}

function Preview({
  answer,
  onRemap,
  onSave,
}: {
  answer: UploadAnswer;
  onRemap(header: string, field: string): void;
  onSave(): void;
}) {
  const good = answer.created + answer.updated;
  return (
    <Stack gap="3" aria-label="Upload preview">
      <Text role="status">
        {`Nothing is saved yet. ${formatCount(answer.rows, 'row')}: ${formatNumber(answer.created)} new, ${formatNumber(answer.updated)} updated, ${formatNumber(answer.unchanged)} unchanged, ${formatNumber(answer.problems.length)} with problems (not saved), ${formatCount(answer.duplicates.length, 'duplicate')} (saved marked Duplicate).`}
      </Text>
      <Table.Root size="sm" aria-label="Columns" maxW="2xl">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Column in the file</Table.ColumnHeader>
            <Table.ColumnHeader>Read into</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {answer.columns.map((column) => (
            <Table.Row key={column.header}>
              <Table.Cell>{column.header}</Table.Cell>
              <Table.Cell>
                <NativeSelect.Root size="xs">
                  <NativeSelect.Field
                    aria-label={`Field for ${column.header}`}
                    value={column.field ?? ''}
                    onChange={(e) => onRemap(column.header, e.target.value)}
                  >
                    <option value="">(not read)</option>
                    {CHOICES.map((f) => (
                      <option key={f.name} value={f.name}>
                        {`${f.header} (${f.name})`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {column.note && (
                  <Text fontSize="xs" color="fg.muted">
                    {column.note}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {answer.problems.length > 0 && (
        <Table.Root size="sm" aria-label="Rows with problems" maxW="3xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              <Table.ColumnHeader>Problems (the row is not saved)</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {answer.problems.slice(0, SHOWN).map((p) => (
              <Table.Row key={p.row}>
                <Table.Cell>{p.row}</Table.Cell>
                <Table.Cell>{p.messages.join(' ')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {answer.duplicates.length > 0 && (
        <Table.Root size="sm" aria-label="Duplicate rows" maxW="3xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              <Table.ColumnHeader>Duplicate (saved with Duplicate true)</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {answer.duplicates.slice(0, SHOWN).map((d) => (
              <Table.Row key={d.row}>
                <Table.Cell>{d.row}</Table.Cell>
                <Table.Cell>{d.reason}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {(answer.problems.length > SHOWN || answer.duplicates.length > SHOWN) && (
        <Text fontSize="sm" color="fg.muted">{`The first ${SHOWN} of each list are shown.`}</Text>
      )}
      <HStack>
        <Button size="sm" colorPalette="blue" disabled={good === 0} onClick={onSave}>
          {good === 0 ? 'Nothing to save' : `Save ${formatCount(good, 'lead')}`}
        </Button>
      </HStack>
    </Stack>
  );
}
