import { useMutation } from '@apollo/client/react';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { ISSUE_DEFAULT_PRIORITY, ISSUE_DEFAULT_STATUS, validateNewIssue } from '@hub/domain';
import type { FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { CancelButton } from '../../ui/DiscardFirst';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormMessages, TextField, useFocusFirstField, useForm } from '../../ui/form';
import { Panel } from '../../ui/Panel';
import { LookupSelect } from '../lookup/LookupSelect';
import { issueFormErrors } from './issueCodes';
import { issueInput } from './issueInput';
import { placeIssueInLists } from './issueLists';

export const NewIssuePanel_Mutation = graphql(`
  mutation NewIssuePanel_Mutation($input: IssueInput!) {
    createIssue(input: $input) {
      # The new row in full, its place in the lists (edge) and the counts it moved (query), in this one
      # answer: nothing is asked for again afterwards (issueSavedPayload.ts).
      issue {
        id
        ...IssueList_Row
      }
      ...IssueSaved_Payload
    }
  }
`);

interface NewIssuePanelProps {
  /** Within one hub the hub id is given and not asked for. */
  hubId?: number | undefined;
  onDone: (created: boolean) => void;
}

const LABELS = { hubId: 'Hub ID or serial', source: 'Source', status: 'Status', title: 'Title' };

/**
 * Spec 1 §2 / §5: the New Issue panel. Defaults status 1 and priority 4; Save disabled until valid,
 * and a field's message shown once that field was touched (ui/form).
 */
export function NewIssuePanel({ hubId, onDone }: NewIssuePanelProps) {
  const form = useForm({
    unsaved: 'the new issue',
    initial: {
      hubId: hubId === undefined ? '' : String(hubId),
      source: '',
      status: String(ISSUE_DEFAULT_STATUS),
      priority: String(ISSUE_DEFAULT_PRIORITY),
      title: '',
      description: '',
      tagId: '',
    },
    validate: validateNewIssue,
    labels: LABELS,
  });
  const [create, { loading, error }] = useMutation(NewIssuePanel_Mutation, {
    update: (cache, { data }) => placeIssueInLists(cache, data?.createIssue?.edge),
  });
  const focusFirstField = useFocusFirstField();
  const select = (field: 'source' | 'status' | 'priority' | 'tagId') => ({
    value: form.values[field],
    onChange: (value: string) => form.set(field, value),
    onBlur: () => form.touch(field),
    error: form.errorFor(field),
  });

  const submit = form.handleSubmit(async (values) => {
    const { data } = await create({
      variables: {
        input: { hubId: values.hubId.trim(), ...issueInput(values) },
      },
    });
    // The API names the enum fields the form sends; the form's fields are status and priority.
    const userErrors = issueFormErrors(data?.createIssue?.userErrors ?? []);
    if (userErrors.length === 0) onDone(true);
    return userErrors;
  });

  return (
    <Panel title="New Issue">
      <Stack
        as="form"
        ref={focusFirstField}
        onSubmit={(e: FormEvent) => void submit(e)}
        gap="3"
        aria-label="New issue"
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="2.5">
          {hubId === undefined && (
            <TextField label={LABELS.hubId} inputMode="numeric" {...form.bind('hubId')} />
          )}
          <LookupSelect label="Source" table="ISSUE_SOURCE" {...select('source')} />
          <LookupSelect label="Status" table="ISSUE_STATUS" {...select('status')} />
          <LookupSelect label="Priority" table="ISSUE_PRIORITY" {...select('priority')} />
          <LookupSelect label="Tag" table="ISSUE_TAG" {...select('tagId')} />
          <TextField label={LABELS.title} gridColumn={{ md: 'span 3' }} {...form.bind('title')} />
          <TextField
            label="Description"
            rows={3}
            gridColumn={{ md: 'span 3' }}
            {...form.bind('description')}
          />
        </SimpleGrid>
        <FormMessages errors={form.formErrors} blocking={form.blocking} />
        {error && (
          <ErrorNotice
            title="The issue was not created."
            uncertainTitle="The issue may have been created."
            error={error}
          />
        )}
        <HStack gap="2">
          <CancelButton form={form} onCancel={() => onDone(false)} />
          <Button size="sm" colorPalette="blue" type="submit" disabled={!form.valid} loading={loading}>
            Save
          </Button>
        </HStack>
      </Stack>
    </Panel>
  );
}
