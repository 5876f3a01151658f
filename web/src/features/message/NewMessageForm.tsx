import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { MAIL_TYPES, MESSAGE_LIMITS, MESSAGE_TEXTS, parseHubIdList, validateMessage } from '@hub/domain';
import type { FormEvent, KeyboardEvent } from 'react';
import { useState } from 'react';
import { CancelButton } from '../../ui/DiscardFirst';
import { FormMessages, TextField, useForm } from '../../ui/form';
import { graphql } from '../../__generated__';
import type { MailType } from '../../__generated__/graphql';
import { sendFailureText } from './sendOutcome';
import { placeSentMessages } from './sentMessages';

export const NewMessageForm_Mutation = graphql(`
  mutation NewMessageForm_Mutation($input: SendMessageInput!) {
    sendMessage(input: $input) {
      # Every field the message lists show: the lists are updated from this answer (sentMessages.ts).
      sent {
        id
        hubId
        ...MessagesList_Message
      }
      userErrors {
        field
        message
      }
    }
  }
`);

const MAIL_TYPE_ENUM: readonly MailType[] = ['INFORMATION', 'QUESTION', 'REORDER'];

interface Form extends Record<string, string> {
  hubIds: string;
  from: string;
  subject: string;
  body: string;
  mailType: string;
  positive: string;
  negative: string;
}

const EMPTY: Form = {
  hubIds: '',
  from: '',
  subject: '',
  body: '',
  mailType: '0',
  positive: '',
  negative: '',
};
const LABELS = {
  hubIds: 'Hub IDs',
  from: 'From',
  subject: 'Subject',
  body: 'Body',
  positive: 'Affirmative',
  negative: 'Negative',
};

type Outcome = { ok: boolean; text: string; details?: string[] } | null;

/** Field messages of the form as it stands; hub ids only when the box is shown. */
export function messageFormErrors(form: Form, withHubIds: boolean) {
  const errors = validateMessage({ ...form, mailType: Number(form.mailType) });
  if (withHubIds) {
    const { hubIds, invalid } = parseHubIdList(form.hubIds);
    if (invalid.length > 0)
      errors.unshift({ field: 'hubIds', message: `Not a hub id or serial: ${invalid.join(', ')}` });
    else if (hubIds.length === 0)
      errors.unshift({ field: 'hubIds', message: 'Enter at least one hub id or serial.' });
  }
  return errors;
}

/**
 * Spec 1 §2 / spec 2 §2 new message form: the hub ids box when no hub is in context (ids or serials,
 * separated by semicolon, comma, space or newline), otherwise the hub id shown; Affirmative and Negative
 * only for Question and Reorder. Send is disabled unless valid; a field speaks once touched (ui/form).
 */
export function NewMessageForm({ hubId, onSent }: { hubId?: number; onSent?: () => void }) {
  const withHubIds = hubId === undefined;
  const form = useForm<Form>({
    unsaved: 'the new message',
    initial: EMPTY,
    validate: (values) => messageFormErrors(values, withHubIds),
    labels: LABELS,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [send, { loading }] = useMutation(NewMessageForm_Mutation, {
    update: (cache, { data }) => placeSentMessages(cache, data?.sendMessage?.sent),
  });
  const mailType = Number(form.values.mailType);
  const preview = withHubIds ? parseHubIdList(form.values.hubIds).hubIds : [];

  const trySend = form.handleSubmit(async (values) => {
    const typed = mailType > 0;
    try {
      const { data } = await send({
        variables: {
          input: {
            hubIds: withHubIds ? values.hubIds : String(hubId),
            from: values.from,
            subject: values.subject,
            body: values.body,
            mailType: MAIL_TYPE_ENUM[mailType] ?? 'INFORMATION',
            positive: typed ? values.positive : null,
            negative: typed ? values.negative : null,
          },
        },
      });
      const result = data?.sendMessage;
      if (!result) {
        setOutcome({ ok: false, text: MESSAGE_TEXTS.notSent, details: [MESSAGE_TEXTS.unknownFailure] });
      } else if (result.userErrors.length > 0) {
        setOutcome({ ok: false, text: MESSAGE_TEXTS.notSent });
        return result.userErrors;
      } else {
        setOutcome({
          ok: true,
          text: MESSAGE_TEXTS.sent,
          details: [`Sent to ${result.sent.map((m) => m.hubId).join(', ')}.`],
        });
        form.reset();
        onSent?.();
      }
    } catch (error) {
      setOutcome({ ok: false, text: MESSAGE_TEXTS.notSent, details: [sendFailureText(error as Error)] });
    }
    return [];
  });

  async function submit(event: FormEvent) {
    if (!form.valid) setOutcome({ ok: false, text: MESSAGE_TEXTS.invalid });
    await trySend(event);
  }

  return (
    <Box
      as="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      // Enter in a field still tries to send while Send is disabled, so the user is told why nothing went.
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) void submit(e);
      }}
      aria-label="New message"
    >
      <Stack gap="3" maxW="44rem">
        {withHubIds ? (
          <TextField
            label={LABELS.hubIds}
            rows={2}
            helper={
              preview.length > 0
                ? `Hub ids: ${preview.join(', ')}`
                : 'Hub ids or serials, separated by ; , space or new line'
            }
            {...form.bind('hubIds')}
          />
        ) : (
          <Text>
            Hub ID: <b>{hubId}</b>
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField label={LABELS.from} maxLength={MESSAGE_LIMITS.fromInput} {...form.bind('from')} />
          <TextField label={LABELS.subject} {...form.bind('subject')} />
          <Field.Root>
            <Field.Label>Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={form.values.mailType}
                onChange={(e) => form.set('mailType', e.target.value)}
              >
                {MAIL_TYPES.map((t) => (
                  <option key={t.id} value={t.id}>{`${t.name}`}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <TextField
          label={LABELS.body}
          rows={3}
          helper={`${form.values.body.length}/${MESSAGE_LIMITS.body}`}
          {...form.bind('body')}
        />
        {mailType > 0 && (
          <SimpleGrid columns={2} gap="3" maxW="24rem">
            <TextField label={LABELS.positive} {...form.bind('positive')} />
            <TextField label={LABELS.negative} {...form.bind('negative')} />
          </SimpleGrid>
        )}
        {/* Just sent: the cleared form waits for a new message rather than asking for the old one's fields. */}
        <FormMessages
          errors={form.formErrors}
          blocking={outcome?.ok && !form.changed ? [] : form.blocking}
          action="send"
        />
        <HStack gap="2">
          <CancelButton
            form={form}
            onCancel={() => {
              form.reset();
              setOutcome(null);
            }}
          />
          <Button type="submit" size="sm" colorPalette="blue" disabled={!form.valid || loading}>
            Send
          </Button>
        </HStack>
        {outcome && (
          <Alert.Root status={outcome.ok ? 'success' : 'error'} size="sm" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{outcome.text}</Alert.Title>
              {outcome.details && outcome.details.length > 0 && (
                <Alert.Description>
                  <List.Root ps="4">
                    {outcome.details.map((d) => (
                      <List.Item key={d}>{d}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}
