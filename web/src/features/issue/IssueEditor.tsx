import { DoesNotExist } from '../../ui/DoesNotExist';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import type { FieldError, IssueActionKind } from '@hub/domain';
import {
  ISSUE_ACTION_LABEL,
  ISSUE_PRIORITY,
  ISSUE_STATUS,
  defaultActionDue,
  tookMinutesErrors,
  pastActionDue,
  validateNewIssue,
} from '@hub/domain';
import { useCallback, useState } from 'react';
import { graphql } from '../../__generated__';
import type { IssueEditor_QueryQuery } from '../../__generated__/graphql';
import { ErrorNotice } from '../../ui/ErrorNotice';
import {
  CheckboxField,
  DateField,
  FormMessages,
  SaveChangeButton,
  submitOnlyAChange,
  TextField,
  unreadableDate,
  useForm,
} from '../../ui/form';
import { QueryContent } from '../../ui/QueryContent';
import { formatDateTime } from '../../ui/formatting';
import { saveFailureKind } from '../../ui/saveFailureKind';
import { LookupSelect } from '../lookup/LookupSelect';
import { issueFormErrors, issueStatusOf } from './issueCodes';
import { issueInput, lookupIdOf } from './issueInput';
import { placeIssueInLists } from './issueLists';
import { fromLocalInput, toLocalInput } from './localTime';

// What the editor shows of an issue; the save and action payloads ask for the same, so the editor (and
// the issue's row, IssueList_Row) shows what was stored without asking for the issue again.
export const IssueEditor_Issue = graphql(`
  fragment IssueEditor_Issue on Issue {
    id
    hubId
    source
    status
    issuePriority
    title
    description
    tagId
    actionRequiredId
    customerFollowup
    actionDue
    lastAction
    actions {
      id
      actionType
      typeText
      actionText
      tookMinutes
      occurred
      actionBy
    }
  }
`);

export const IssueEditor_Query = graphql(`
  query IssueEditor_Query($id: Int!) {
    issue(id: $id) {
      ...IssueEditor_Issue
    }
  }
`);

// Each payload brings the issue as stored (editor and row), its place in the lists (edge) and the counts
// the change moved (query), issueSavedPayload.ts: one request, nothing asked for again.
export const IssueEditor_Mutation = graphql(`
  mutation IssueEditor_Mutation($id: Int!, $lastAction: DateTime!, $input: IssueInput!) {
    updateIssue(input: { id: $id, lastAction: $lastAction, issue: $input }) {
      issue {
        ...IssueEditor_Issue
        ...IssueList_Row
      }
      ...IssueSaved_Payload
    }
  }
`);

export const IssueEditor_ActionMutation = graphql(`
  mutation IssueEditor_ActionMutation($issueId: Int!, $input: IssueActionInput!) {
    performIssueAction(input: { issueId: $issueId, action: $input }) {
      issue {
        ...IssueEditor_Issue
        ...IssueList_Row
      }
      edge {
        ...IssueSaved_Edge
      }
      query {
        ...IssueSaved_Counts
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type LoadedIssue = NonNullable<IssueEditor_QueryQuery['issue']>;

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

const KINDS: IssueActionKind[] = ['NOTE', 'RESOLVE', 'DUPLICATE', 'DEFER', 'ESCALATE'];
const str = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function formOf(issue: LoadedIssue) {
  return {
    source: str(issue.source),
    status: str(ISSUE_STATUS[issue.status]),
    priority: str(issue.issuePriority && ISSUE_PRIORITY[issue.issuePriority]),
    title: issue.title,
    description: issue.description ?? '',
    tagId: str(issue.tagId),
    actionRequiredId: str(issue.actionRequiredId),
    customerFollowup: issue.customerFollowup,
    actionDue: toLocalInput(issue.actionDue),
  };
}

interface IssueEditorProps {
  issueId: number;
  /** Told when a save or action failed (the row turns pinkish) or succeeded. */
  onError: (failed: boolean) => void;
}

/** Spec 1 §2/§4: the expanded row: edit the issue, perform one of the five actions, see the history. */
export function IssueEditor({ issueId, onError }: IssueEditorProps) {
  const { data, error, refetch } = useQuery(IssueEditor_Query, {
    variables: { id: issueId },
    fetchPolicy: 'network-only',
  });
  return (
    <QueryContent
      data={data}
      error={error}
      errorTitle="The issue could not be loaded."
      onRetry={() => void refetch()}
    >
      {({ issue }) =>
        issue ? (
          // A save or action that got no answer may have gone through: the stored issue is fetched, so
          // the form, the row and the history show what is stored (its notice asks to check them).
          <LoadedEditor issue={issue} onError={onError} onUncertain={() => void refetch()} />
        ) : (
          <DoesNotExist what="Issue" id={issueId} />
        )
      }
    </QueryContent>
  );
}

type EditValues = ReturnType<typeof formOf>;
type ActionValues = { status: string; due: string; tookMinutes: string; text: string };

const EDIT_LABELS = { source: 'Source', status: 'Status', title: 'Title', actionDue: 'Action due' };
const ACTION_LABELS = { due: 'Action due', tookMinutes: 'Took minutes' };
const present = <T,>(value: T | null): T[] => (value === null ? [] : [value]);

function LoadedEditor({
  issue,
  onError,
  onUncertain,
}: {
  issue: LoadedIssue;
  onError: (failed: boolean) => void;
  onUncertain: () => void;
}) {
  const initial = formOf(issue);
  // Spec 1 §5's messages name their field: each is said beside it (ui/form), the server's too. A title
  // over the maximum saved before the limit may stay as it is (storedTitle); a changed one may not.
  const validateEdit = useCallback(
    (values: EditValues): FieldError[] => [
      ...validateNewIssue(
        {
          hubId: issue.hubId,
          source: values.source,
          status: values.status,
          title: values.title,
        },
        { storedTitle: issue.title },
      ),
      ...present(unreadableDate('actionDue', EDIT_LABELS.actionDue, values.actionDue, true)),
    ],
    [issue.hubId, issue.title],
  );
  const form = useForm<EditValues>({
    initial,
    validate: validateEdit,
    labels: EDIT_LABELS,
    unsaved: 'the issue',
  });
  const [save, saving] = useMutation(IssueEditor_Mutation, {
    update: (cache, { data }) => placeIssueInLists(cache, data?.updateIssue?.edge),
  });
  const [act, acting] = useMutation(IssueEditor_ActionMutation, {
    update: (cache, { data }) => placeIssueInLists(cache, data?.performIssueAction?.edge),
  });
  const [kind, setKind] = useState<IssueActionKind>('NOTE');
  const validateAction = useCallback(
    (values: ActionValues): FieldError[] => [
      ...tookMinutesErrors(values.tookMinutes),
      ...(kind === 'DEFER' || kind === 'ESCALATE'
        ? present(unreadableDate('due', ACTION_LABELS.due, values.due, true))
        : []),
      ...pastActionDue(kind, dateOrNull(fromLocalInput(values.due)), new Date(), 'due'),
    ],
    [kind],
  );
  const action = useForm<ActionValues>({
    unsaved: 'the issue action',
    initial: { text: '', tookMinutes: '', status: str(ISSUE_STATUS[issue.status]), due: '' },
    validate: validateAction,
    labels: ACTION_LABELS,
  });
  // A save or action (ours or, after a refetch, anyone's) moves lastAction on: the edit form starts again
  // from what is stored now. The action just performed starts again too (Add Note; text, minutes and due
  // cleared). Any other action being typed is left exactly as it is, its messages included (a refresh, or
  // the answer to an edit saved while it was typed, must not eat it nor hide that its minutes are
  // refused); only a New status still at the stored one follows the stored one.
  const storedStatus = str(ISSUE_STATUS[issue.status]);
  const [loaded, setLoaded] = useState({ lastAction: issue.lastAction, status: storedStatus });
  const [actionSent, setActionSent] = useState(false);
  if (loaded.lastAction !== issue.lastAction) {
    setLoaded({ lastAction: issue.lastAction, status: storedStatus });
    form.reset(initial);
    setActionSent(false);
    if (actionSent) {
      // Back to Add Note: the Escalate just recorded must not stay chosen, one click from a second one.
      setKind('NOTE');
      action.reset({ text: '', tookMinutes: '', status: storedStatus, due: '' });
    } else if (action.values.status === loaded.status && storedStatus !== loaded.status)
      action.set('status', storedStatus);
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save({
        variables: {
          id: issue.id,
          lastAction: issue.lastAction,
          input: {
            hubId: String(issue.hubId),
            ...issueInput(values),
            actionRequiredId: lookupIdOf(values.actionRequiredId),
            customerFollowup: values.customerFollowup,
            actionDue: fromLocalInput(values.actionDue),
          },
        },
      });
      const userErrors = issueFormErrors(data?.updateIssue?.userErrors ?? []);
      onError(userErrors.length > 0);
      return userErrors;
    } catch (error) {
      onError(true);
      if (saveFailureKind(error as Error) === 'uncertain') onUncertain();
      throw error;
    }
  });

  const chooseKind = (next: IssueActionKind) => {
    setKind(next);
    action.set('due', toLocalInput(defaultActionDue(next, new Date())));
  };

  const perform = action.handleSubmit(async (values) => {
    setActionSent(true);
    try {
      const { data } = await act({
        variables: {
          issueId: issue.id,
          input: {
            kind,
            text: values.text,
            tookMinutes: values.tookMinutes,
            ...(kind === 'NOTE' ? { issueStatus: issueStatusOf(values.status) } : {}),
            ...(kind === 'DEFER' || kind === 'ESCALATE' ? { actionDue: fromLocalInput(values.due) } : {}),
          },
        },
      });
      const userErrors = issueFormErrors(data?.performIssueAction?.userErrors ?? [], { actionDue: 'due' });
      onError(userErrors.length > 0);
      if (userErrors.length > 0) setActionSent(false);
      return userErrors;
    } catch (error) {
      setActionSent(false);
      onError(true);
      if (saveFailureKind(error as Error) === 'uncertain') onUncertain();
      throw error;
    }
  });

  const select = (field: 'source' | 'status' | 'priority' | 'tagId' | 'actionRequiredId') => ({
    value: form.values[field],
    onChange: (value: string) => form.set(field, value),
    onBlur: () => form.touch(field),
    error: form.errorFor(field),
  });
  return (
    <Stack gap="4" py="2" aria-label={`Issue ${issue.id} editor`} role="group">
      <Stack as="form" onSubmit={submitOnlyAChange(form, submit)} gap="2.5" aria-label="Edit issue">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="2.5">
          <LookupSelect label={EDIT_LABELS.source} table="ISSUE_SOURCE" {...select('source')} />
          <LookupSelect label={EDIT_LABELS.status} table="ISSUE_STATUS" {...select('status')} />
          <LookupSelect label="Priority" table="ISSUE_PRIORITY" {...select('priority')} />
          <LookupSelect label="Tag" table="ISSUE_TAG" {...select('tagId')} />
          <LookupSelect label="Action required" table="ISSUE_ACTION" {...select('actionRequiredId')} />
          <DateField label={EDIT_LABELS.actionDue} withTime {...form.bind('actionDue')} />
          <CheckboxField
            label="Follow-up required"
            checked={form.values.customerFollowup}
            onChange={(checked) => form.set('customerFollowup', checked)}
          />
          <TextField label={EDIT_LABELS.title} gridColumn={{ md: 'span 4' }} {...form.bind('title')} />
          <TextField
            label="Description"
            rows={2}
            gridColumn={{ md: 'span 4' }}
            {...form.bind('description')}
          />
        </SimpleGrid>
        <FormMessages errors={form.formErrors} blocking={form.blocking} />
        <HStack>
          <SaveChangeButton form={form} loading={saving.loading} />
        </HStack>
      </Stack>
      {saving.error && (
        <ErrorNotice
          title="The issue was not saved."
          uncertainTitle="The issue may have been saved."
          error={saving.error}
        />
      )}

      <Stack gap="2" aria-label="Issue action" role="group" borderTopWidth="1px" pt="3">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="2.5">
          <Field.Root>
            <Field.Label>Action</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={kind}
                onChange={(e) => chooseKind(e.target.value as IssueActionKind)}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {ISSUE_ACTION_LABEL[k]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {kind === 'NOTE' && (
            <LookupSelect
              label="New status"
              table="ISSUE_STATUS"
              value={action.values.status}
              onChange={(value) => action.set('status', value)}
              onBlur={() => action.touch('status')}
              error={action.errorFor('status')}
            />
          )}
          {(kind === 'DEFER' || kind === 'ESCALATE') && (
            <DateField label={ACTION_LABELS.due} withTime {...action.bind('due')} />
          )}
          <TextField label={ACTION_LABELS.tookMinutes} inputMode="numeric" {...action.bind('tookMinutes')} />
          <TextField label="Action text" rows={2} gridColumn={{ md: 'span 4' }} {...action.bind('text')} />
        </SimpleGrid>
        <FormMessages errors={action.formErrors} />
        <HStack>
          <Button
            size="sm"
            colorPalette="teal"
            onClick={() => void perform()}
            disabled={!action.valid}
            loading={acting.loading}
          >
            {ISSUE_ACTION_LABEL[kind]}
          </Button>
        </HStack>
      </Stack>
      {acting.error && (
        <ErrorNotice
          title="The action was not saved."
          uncertainTitle="The action may have been saved."
          error={acting.error}
        />
      )}

      <Table.Root size="sm" aria-label="Action history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Occurred</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Text</Table.ColumnHeader>
            <Table.ColumnHeader>Minutes</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {issue.actions.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={5} color="fg.muted">
                No actions yet.
              </Table.Cell>
            </Table.Row>
          )}
          {issue.actions.map((a) => (
            <Table.Row key={a.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(a.occurred)}</Table.Cell>
              <Table.Cell>{a.typeText ?? a.actionType}</Table.Cell>
              {/* A long text without spaces (a pasted URL) wraps instead of widening the issues table. */}
              <Table.Cell overflowWrap="anywhere">{a.actionText ?? ''}</Table.Cell>
              <Table.Cell>{a.tookMinutes ?? ''}</Table.Cell>
              <Table.Cell>{a.actionBy ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
