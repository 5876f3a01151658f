import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { IssueActionKind } from '@hub/domain';
import {
  ISSUE_ACTION_LABEL,
  ISSUE_PRIORITY,
  ISSUE_STATUS,
  ISSUE_MESSAGES,
  defaultActionDue,
  isTookMinutes,
  validateNewIssue,
} from '@hub/domain';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { IssueEditor_QueryQuery } from '../../__generated__/graphql';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { DateField } from '../../ui/form';
import { QueryContent } from '../../ui/QueryContent';
import { formatDateTime } from '../../ui/formatting';
import { LookupSelect } from '../lookup/LookupSelect';
import { issuePriorityOf, issueStatusOf } from './issueCodes';
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

// Each payload brings the issue as stored (editor and row), its place in the lists (edge, issueLists.ts)
// and the counts the change moved (query, issueSavedCounts.ts): one request, nothing asked for again.
export const IssueEditor_Mutation = graphql(`
  mutation IssueEditor_Mutation($id: Int!, $lastAction: DateTime!, $input: IssueInput!) {
    updateIssue(input: { id: $id, lastAction: $lastAction, issue: $input }) {
      issue {
        ...IssueEditor_Issue
        ...IssueList_Row
      }
      edge {
        cursor
        node {
          id
        }
      }
      query {
        ...IssueSaved_Counts
      }
      userErrors {
        message
      }
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
        cursor
        node {
          id
        }
      }
      query {
        ...IssueSaved_Counts
      }
      userErrors {
        message
      }
    }
  }
`);

type LoadedIssue = NonNullable<IssueEditor_QueryQuery['issue']>;

const KINDS: IssueActionKind[] = ['NOTE', 'RESOLVE', 'DUPLICATE', 'DEFER', 'ESCALATE'];
const str = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const num = (value: string) => (value === '' ? null : Number(value));

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
          <LoadedEditor issue={issue} onError={onError} />
        ) : (
          <Text>{`Issue ${issueId} was not found.`}</Text>
        )
      }
    </QueryContent>
  );
}

function LoadedEditor({ issue, onError }: { issue: LoadedIssue; onError: (failed: boolean) => void }) {
  const initial = formOf(issue);
  const [form, setForm] = useState(initial);
  const [messages, setMessages] = useState<string[]>([]);
  const [save, saving] = useMutation(IssueEditor_Mutation, {
    update: (cache, { data }) => placeIssueInLists(cache, data?.updateIssue.edge),
  });
  const [act, acting] = useMutation(IssueEditor_ActionMutation, {
    update: (cache, { data }) => placeIssueInLists(cache, data?.performIssueAction.edge),
  });
  const [kind, setKind] = useState<IssueActionKind>('NOTE');
  const [action, setAction] = useState({
    text: '',
    tookMinutes: '',
    status: str(ISSUE_STATUS[issue.status]),
    due: '',
  });
  // A save or action (ours or, after a refetch, anyone's) moves lastAction on: the edit form starts again
  // from what is stored now. The action being typed is kept (a refresh must not eat it) unless it is the
  // one just performed, whose text and minutes are cleared.
  const [loadedAt, setLoadedAt] = useState(issue.lastAction);
  const [actionSent, setActionSent] = useState(false);
  if (loadedAt !== issue.lastAction) {
    setLoadedAt(issue.lastAction);
    setForm(initial);
    setActionSent(false);
    setAction((a) => ({
      ...a,
      ...(actionSent ? { text: '', tookMinutes: '' } : {}),
      status: str(ISSUE_STATUS[issue.status]),
    }));
  }

  const changed = JSON.stringify(form) !== JSON.stringify(initial);
  const problems = validateNewIssue({
    hubId: issue.hubId,
    source: form.source,
    status: form.status,
    title: form.title,
  });
  const set = (field: keyof typeof form) => (value: string | boolean) => {
    setForm((current) => ({ ...current, [field]: value }));
    setMessages([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || problems.length > 0) return;
    try {
      const { data } = await save({
        variables: {
          id: issue.id,
          lastAction: issue.lastAction,
          input: {
            hubId: String(issue.hubId),
            source: num(form.source),
            issueStatus: issueStatusOf(form.status),
            issuePriority: issuePriorityOf(form.priority),
            title: form.title,
            description: form.description,
            tagId: num(form.tagId),
            actionRequiredId: num(form.actionRequiredId),
            customerFollowup: form.customerFollowup,
            actionDue: fromLocalInput(form.actionDue),
          },
        },
      });
      const userErrors = data?.updateIssue.userErrors ?? [];
      setMessages(userErrors.map((e) => e.message));
      onError(userErrors.length > 0);
    } catch {
      onError(true);
    }
  };

  const chooseKind = (next: IssueActionKind) => {
    setKind(next);
    setAction((current) => ({ ...current, due: toLocalInput(defaultActionDue(next, new Date())) }));
  };

  const tookMinutesValid = isTookMinutes(action.tookMinutes);
  const perform = async () => {
    if (!tookMinutesValid) return;
    setActionSent(true);
    try {
      const { data } = await act({
        variables: {
          issueId: issue.id,
          input: {
            kind,
            text: action.text,
            tookMinutes: action.tookMinutes,
            ...(kind === 'NOTE' ? { issueStatus: issueStatusOf(action.status) } : {}),
            ...(kind === 'DEFER' || kind === 'ESCALATE' ? { actionDue: fromLocalInput(action.due) } : {}),
          },
        },
      });
      const userErrors = data?.performIssueAction.userErrors ?? [];
      setMessages(userErrors.map((e) => e.message));
      onError(userErrors.length > 0);
      if (userErrors.length > 0) setActionSent(false);
    } catch {
      setActionSent(false);
      onError(true);
    }
  };

  const allMessages = [...problems.map((p) => p.message), ...messages];
  return (
    <Stack gap="4" py="2" aria-label={`Issue ${issue.id} editor`} role="group">
      <Stack as="form" onSubmit={submit} gap="2.5" aria-label="Edit issue">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="2.5">
          <LookupSelect label="Source" table="ISSUE_SOURCE" value={form.source} onChange={set('source')} />
          <LookupSelect label="Status" table="ISSUE_STATUS" value={form.status} onChange={set('status')} />
          <LookupSelect
            label="Priority"
            table="ISSUE_PRIORITY"
            value={form.priority}
            onChange={set('priority')}
          />
          <LookupSelect label="Tag" table="ISSUE_TAG" value={form.tagId} onChange={set('tagId')} />
          <LookupSelect
            label="Action required"
            table="ISSUE_ACTION"
            value={form.actionRequiredId}
            onChange={set('actionRequiredId')}
          />
          <DateField label="Action due" withTime value={form.actionDue} onChange={set('actionDue')} />
          <Checkbox.Root
            alignSelf="end"
            size="sm"
            checked={form.customerFollowup}
            onCheckedChange={(e) => set('customerFollowup')(e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Follow-up required</Checkbox.Label>
          </Checkbox.Root>
          <Field.Root gridColumn={{ md: 'span 4' }}>
            <Field.Label>Title</Field.Label>
            <Input size="sm" value={form.title} onChange={(e) => set('title')(e.target.value)} />
          </Field.Root>
          <Field.Root gridColumn={{ md: 'span 4' }}>
            <Field.Label>Description</Field.Label>
            <Textarea
              size="sm"
              rows={2}
              value={form.description}
              onChange={(e) => set('description')(e.target.value)}
            />
          </Field.Root>
        </SimpleGrid>
        <HStack>
          <Button
            size="sm"
            colorPalette="blue"
            type="submit"
            disabled={!changed || problems.length > 0}
            loading={saving.loading}
          >
            Save
          </Button>
        </HStack>
      </Stack>

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
              value={action.status}
              onChange={(value) => setAction((a) => ({ ...a, status: value }))}
            />
          )}
          {(kind === 'DEFER' || kind === 'ESCALATE') && (
            <DateField
              label="Action due"
              withTime
              value={action.due}
              onChange={(due) => setAction((a) => ({ ...a, due }))}
            />
          )}
          <Field.Root invalid={!tookMinutesValid}>
            <Field.Label>Took minutes</Field.Label>
            <Input
              size="sm"
              inputMode="numeric"
              value={action.tookMinutes}
              onChange={(e) => setAction((a) => ({ ...a, tookMinutes: e.target.value }))}
            />
            {!tookMinutesValid && <Field.ErrorText>{ISSUE_MESSAGES.tookMinutes}</Field.ErrorText>}
          </Field.Root>
          <Field.Root gridColumn={{ md: 'span 4' }}>
            <Field.Label>Action text</Field.Label>
            <Textarea
              size="sm"
              rows={2}
              value={action.text}
              onChange={(e) => setAction((a) => ({ ...a, text: e.target.value }))}
            />
          </Field.Root>
        </SimpleGrid>
        <HStack>
          <Button
            size="sm"
            colorPalette="teal"
            onClick={() => void perform()}
            disabled={!tookMinutesValid}
            loading={acting.loading}
          >
            {ISSUE_ACTION_LABEL[kind]}
          </Button>
        </HStack>
      </Stack>

      <Box aria-live="polite">
        {allMessages.length > 0 && (
          <List.Root aria-label="Problems to fix" gap="1" ps="5" color="red.600" fontSize="sm">
            {allMessages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      {saving.error && <ErrorNotice title="The issue was not saved." error={saving.error} />}
      {acting.error && <ErrorNotice title="The action was not saved." error={acting.error} />}

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
              <Table.Cell>{a.actionText ?? ''}</Table.Cell>
              <Table.Cell>{a.tookMinutes ?? ''}</Table.Cell>
              <Table.Cell>{a.actionBy ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
