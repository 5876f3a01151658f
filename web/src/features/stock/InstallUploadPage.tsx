import { Button, Field, HStack, Link, NativeSelect, Progress, Stack, Table, Text } from '@chakra-ui/react';
import {
  INSTALL_UPLOAD_COMPANIES,
  INSTALL_UPLOAD_MESSAGES,
  SERIAL_THRESHOLD,
  installUploadFileProblem,
  jobPostcodeDisplay,
} from '@hub/domain';
import { useRef, useState } from 'react';
import { useHoldUnsaved } from '../../app/routing/useHoldUnsaved';
import { CancelButton } from '../../ui/DiscardFirst';
import { useFormOpener } from '../../ui/form/formOpener';
import { formatCount, formatDateTime } from '../../ui/formatting';
import { uploadFile } from '../../ui/uploadFile';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { countsByStatus, fullName } from './installUploadResult';
import type { UploadResult, UploadedJob } from './installUploadResult';
import { StockLayout } from './StockLayout';
import { StockTable } from './StockTable';

function CompletedRow({ job, onInvalid }: { job: UploadedJob; onInvalid: () => void }) {
  const valid = job.serial_no !== null && job.serial_no > SERIAL_THRESHOLD && job.hubid !== null;
  const href = valid ? `/hub/${job.hubid}` : undefined;
  return (
    <Table.Row
      cursor="pointer"
      data-job-id={job.job_id}
      onClick={() => {
        if (href) window.open(href, '_blank', 'noopener');
        else onInvalid();
      }}
    >
      <Table.Cell>
        {href ? (
          <Link
            href={href}
            target="_blank"
            rel="noopener"
            color="blue.700"
            onClick={(e) => e.stopPropagation()}
          >
            {job.job_id}
          </Link>
        ) : (
          // No hub to open (spec 2 §2: only a serial above 1,000,000), but reachable by keyboard as the
          // linked rows are: pressed, it says why, as a click on the row does. The row had no Tab stop.
          <Button
            variant="plain"
            size="sm"
            h="auto"
            minW="0"
            p="0"
            fontWeight="normal"
            textDecoration="underline dotted"
            aria-description={INSTALL_UPLOAD_MESSAGES.invalidSerial}
            onClick={(e) => {
              e.stopPropagation();
              onInvalid();
            }}
          >
            {job.job_id}
          </Button>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{jobPostcodeDisplay(job)}</Table.Cell>
      <Table.Cell>{fullName(job.first_name, job.last_name)}</Table.Cell>
      <Table.Cell>{job.serial_no}</Table.Cell>
      <Table.Cell>{job.status}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(job.assigned_date_time)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(job.end_time)}</Table.Cell>
    </Table.Row>
  );
}

function Results({ result, onInvalidSerial }: { result: UploadResult; onInvalidSerial: () => void }) {
  const completed = result.saved.filter((job) => job.status === 'JOB_COMPLETED');
  return (
    <Stack gap="5">
      <Stack gap="2" role="region" aria-label="Statistics">
        <Text fontWeight="semibold">
          {result.preview
            ? `Preview: ${formatCount(result.saved.length, 'job')} would be saved and ${result.failures.length} would fail. Nothing is saved yet.`
            : `Saved ${formatCount(result.saved.length, 'job')} (${result.created} new, ${result.updated} updated); ${result.failures.length} failed.`}
        </Text>
        {result.ignored_columns.length > 0 && (
          <Text
            fontSize="sm"
            color="fg.muted"
          >{`Columns not read: ${result.ignored_columns.join(', ')}`}</Text>
        )}
        <HStack gap="4" wrap="wrap">
          {countsByStatus(result.saved).map(([status, n]) => (
            <Text key={status} fontSize="sm" data-status-count={status}>{`${status}: ${n}`}</Text>
          ))}
        </HStack>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">{`Failures (${result.failures.length})`}</Text>
        {result.failures.length > 0 && (
          <StockTable label="Failures" headers={['Job id', 'Post code', 'Name', 'Status', 'Cause']}>
            {result.failures.map((f) => (
              <Table.Row key={f.row} bg="red.50">
                <Table.Cell>{f.job.job_id}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{jobPostcodeDisplay(f.job)}</Table.Cell>
                <Table.Cell>{fullName(f.job.first_name, f.job.last_name)}</Table.Cell>
                <Table.Cell>{f.job.status}</Table.Cell>
                <Table.Cell>{`Row ${f.row}: ${f.cause}`}</Table.Cell>
              </Table.Row>
            ))}
          </StockTable>
        )}
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">{`Completed installations (${completed.length})`}</Text>
        {completed.length > 0 && (
          <StockTable
            label="Completed installations"
            headers={['Job id', 'Post code', 'Name', 'Serial number', 'Status', 'Assigned', 'End time']}
          >
            {completed.map((job) => (
              <CompletedRow key={job.job_id} job={job} onInvalid={onInvalidSerial} />
            ))}
          </StockTable>
        )}
      </Stack>
    </Stack>
  );
}

/** Spec 2 §2 Install upload: choose a sheet and a company, preview what it holds, then save it. */
export default function InstallUploadPage() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [company, setCompany] = useState<string>(INSTALL_UPLOAD_COMPANIES[0].code);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  // A preview not yet saved is work the person would lose by leaving, or by Cancel: both ask first.
  const held = result?.preview ? 'the install upload you previewed' : null;
  const release = useHoldUnsaved(held);
  // Cancelled (or saved), the preview's buttons go: the focus goes back to Choose File (ui/form/formOpener).
  const chooseButton = useFormOpener(held !== null);
  const problem = file === null ? null : installUploadFileProblem(file);

  const send = async (preview: boolean) => {
    if (file === null) return;
    const form = new FormData();
    form.set('company', company);
    form.set('file', file, file.name);
    setError(null);
    setNotice(null);
    setProgress(0);
    const answer = await uploadFile<UploadResult>('installs', form, {
      query: preview ? { preview: 'true' } : {},
      onProgress: setProgress,
      // The same file, company and step sent again is the same action (a retry).
      ...idempotency({ preview, company, file: [file.name, file.size, file.lastModified] }),
    });
    setProgress(null);
    if (answer.ok) setResult(answer.data);
    else {
      setResult(null);
      setError(answer.message);
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setError(null);
    setNotice(null);
  };
  // The picker starts empty each time: a browser reports no change when the file picked is the one the
  // input already holds, so after Cancel (or a fix saved under the same name) that file could not be
  // chosen again. Closing the picker without a pick keeps the file shown.
  const openPicker = () => {
    if (input.current === null) return;
    input.current.value = '';
    input.current.click();
  };

  return (
    <StockLayout title="Install Upload">
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root w="auto" invalid={problem !== null}>
          <Field.Label>File (xlsx or csv)</Field.Label>
          <HStack gap="2">
            <input
              ref={input}
              type="file"
              aria-label="Installation sheet"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              hidden
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
            />
            <Button ref={chooseButton} size="sm" variant="outline" onClick={openPicker}>
              Choose File
            </Button>
            <Text fontSize="sm" data-testid="chosen-file">
              {file ? file.name : 'No file chosen'}
            </Text>
          </HStack>
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <Field.Root w="12rem">
          <Field.Label>Company</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={company}
              onChange={(e) => {
                // A preview was made for the company it was uploaded with: another company needs another.
                setCompany(e.target.value);
                setResult(null);
                setNotice(null);
              }}
            >
              {INSTALL_UPLOAD_COMPANIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={file === null || problem !== null || progress !== null}
          onClick={() => void send(true)}
        >
          Upload
        </Button>
      </HStack>
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} maxW="md" size="sm" aria-label="Upload progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Text color="red.700" role="alert">
          {error}
        </Text>
      )}
      {notice && (
        <Text color="orange.800" role="status">
          {notice}
        </Text>
      )}
      {result && (
        <Stack gap="4">
          {result.preview && (
            <HStack gap="2">
              <Button
                size="sm"
                colorPalette="green"
                disabled={result.saved.length === 0 || progress !== null}
                onClick={() => void send(false)}
              >
                {`Save ${formatCount(result.saved.length, 'job')}`}
              </Button>
              <CancelButton form={{ held, release }} variant="ghost" onCancel={() => choose(null)} />
            </HStack>
          )}
          <Results result={result} onInvalidSerial={() => setNotice(INSTALL_UPLOAD_MESSAGES.invalidSerial)} />
        </Stack>
      )}
    </StockLayout>
  );
}
