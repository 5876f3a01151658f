import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, List, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { ISSUE_DEFAULT_PRIORITY, ISSUE_DEFAULT_STATUS, validateNewIssue } from '@hub/domain';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Panel } from '../../ui/Panel';
import { LookupSelect } from '../lookup/LookupSelect';

export const NewIssuePanel_Mutation = graphql(`
  mutation NewIssuePanel_Mutation($input: IssueInput!) {
    createIssue(input: $input) {
      issue {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`);

interface NewIssuePanelProps {
  /** Within one hub the hub id is given and not asked for. */
  hubId?: number | undefined;
  onDone: (created: boolean) => void;
}

const num = (value: string) => (value === '' ? null : Number(value));

/** Spec 1 §2 / §5: the New Issue panel. Defaults status 1 and priority 4; Save disabled until valid. */
export function NewIssuePanel({ hubId, onDone }: NewIssuePanelProps) {
  const [form, setForm] = useState({
    hubId: hubId === undefined ? '' : String(hubId),
    source: '',
    status: String(ISSUE_DEFAULT_STATUS),
    priority: String(ISSUE_DEFAULT_PRIORITY),
    title: '',
    description: '',
    tagId: '',
  });
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [create, { loading, error }] = useMutation(NewIssuePanel_Mutation, {
    refetchQueries: ['IssueList_Query', 'IssueStatisticsPanel_Query', 'IssueStatusCountsPanel_Query'],
  });
  const problems = validateNewIssue(form);
  const messages = [...problems.map((p) => p.message), ...serverMessages];
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerMessages([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) return;
    try {
      const { data } = await create({
        variables: {
          input: {
            hubId: form.hubId.trim(),
            source: num(form.source),
            status: num(form.status),
            priority: num(form.priority),
            title: form.title,
            description: form.description,
            tagId: num(form.tagId),
          },
        },
      });
      const userErrors = data?.createIssue.userErrors ?? [];
      if (userErrors.length > 0) setServerMessages(userErrors.map((e) => e.message));
      else onDone(true);
    } catch {
      // Shown below from the mutation's state.
    }
  };

  return (
    <Panel title="New Issue">
      <Stack as="form" onSubmit={submit} gap="3" aria-label="New issue">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="2.5">
          {hubId === undefined && (
            <Field.Root invalid={problems.some((p) => p.field === 'hubId')}>
              <Field.Label>Hub ID or serial</Field.Label>
              <Input
                size="sm"
                inputMode="numeric"
                value={form.hubId}
                onChange={(e) => set('hubId')(e.target.value)}
              />
            </Field.Root>
          )}
          <LookupSelect label="Source" table="ISSUE_SOURCE" value={form.source} onChange={set('source')} />
          <LookupSelect label="Status" table="ISSUE_STATUS" value={form.status} onChange={set('status')} />
          <LookupSelect
            label="Priority"
            table="ISSUE_PRIORITY"
            value={form.priority}
            onChange={set('priority')}
          />
          <LookupSelect label="Tag" table="ISSUE_TAG" value={form.tagId} onChange={set('tagId')} />
          <Field.Root gridColumn={{ md: 'span 3' }} invalid={problems.some((p) => p.field === 'title')}>
            <Field.Label>Title</Field.Label>
            <Input size="sm" value={form.title} onChange={(e) => set('title')(e.target.value)} />
          </Field.Root>
          <Field.Root gridColumn={{ md: 'span 3' }}>
            <Field.Label>Description</Field.Label>
            <Textarea
              size="sm"
              rows={3}
              value={form.description}
              onChange={(e) => set('description')(e.target.value)}
            />
          </Field.Root>
        </SimpleGrid>
        <Box aria-live="polite">
          {messages.length > 0 && (
            <List.Root aria-label="Problems to fix" gap="1" ps="5" color="red.600" fontSize="sm">
              {messages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List.Root>
          )}
        </Box>
        {error && <ErrorNotice title="The issue was not created." error={error} />}
        <HStack gap="2">
          <Button size="sm" variant="outline" type="button" onClick={() => onDone(false)}>
            Cancel
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            type="submit"
            disabled={problems.length > 0}
            loading={loading}
          >
            Save
          </Button>
        </HStack>
      </Stack>
    </Panel>
  );
}
