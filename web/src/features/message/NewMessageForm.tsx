import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { MAIL_TYPES, MESSAGE_LIMITS, MESSAGE_TEXTS, parseHubIdList, validateMessage } from '@hub/domain';
import type { FormEvent, KeyboardEvent } from 'react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { MailType } from '../../__generated__/graphql';
import { sendFailureText } from './sendOutcome';

export const NewMessageForm_Mutation = graphql(`
  mutation NewMessageForm_Mutation($input: SendMessageInput!) {
    sendMessage(input: $input) {
      sent {
        id
        hubId
      }
      userErrors {
        field
        message
      }
    }
  }
`);

const MAIL_TYPE_ENUM: readonly MailType[] = ['INFORMATION', 'QUESTION', 'REORDER'];

interface Form {
  hubIds: string;
  from: string;
  subject: string;
  body: string;
  mailType: number;
  positive: string;
  negative: string;
}

const EMPTY: Form = { hubIds: '', from: '', subject: '', body: '', mailType: 0, positive: '', negative: '' };

type Outcome = { ok: boolean; text: string; details?: string[] } | null;

/** Field messages of the form as it stands; hub ids only when the box is shown. */
export function messageFormErrors(form: Form, withHubIds: boolean) {
  const errors = validateMessage(form);
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
 * only for Question and Reorder. Send is disabled unless valid.
 */
export function NewMessageForm({ hubId, onSent }: { hubId?: number; onSent?: () => void }) {
  const withHubIds = hubId === undefined;
  const [form, setForm] = useState<Form>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [send, { loading }] = useMutation(NewMessageForm_Mutation);
  const errors = messageFormErrors(form, withHubIds);
  const touched = JSON.stringify(form) !== JSON.stringify(EMPTY);
  const errorFor = (field: string) => (touched ? errors.find((e) => e.field === field)?.message : undefined);
  const set = (field: keyof Form) => (value: string) =>
    setForm((f) => ({ ...f, [field]: field === 'mailType' ? Number(value) : value }));
  const preview = withHubIds ? parseHubIdList(form.hubIds).hubIds : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.length > 0) {
      setOutcome({ ok: false, text: MESSAGE_TEXTS.invalid });
      return;
    }
    const typed = form.mailType > 0;
    try {
      const { data } = await send({
        variables: {
          input: {
            hubIds: withHubIds ? form.hubIds : String(hubId),
            from: form.from,
            subject: form.subject,
            body: form.body,
            mailType: MAIL_TYPE_ENUM[form.mailType] ?? 'INFORMATION',
            positive: typed ? form.positive : null,
            negative: typed ? form.negative : null,
          },
        },
      });
      const result = data?.sendMessage;
      if (!result) {
        setOutcome({ ok: false, text: MESSAGE_TEXTS.notSent, details: [MESSAGE_TEXTS.unknownFailure] });
      } else if (result.userErrors.length > 0) {
        setOutcome({
          ok: false,
          text: MESSAGE_TEXTS.notSent,
          details: result.userErrors.map((e) => e.message),
        });
      } else {
        setOutcome({
          ok: true,
          text: MESSAGE_TEXTS.sent,
          details: [`Sent to ${result.sent.map((m) => m.hubId).join(', ')}.`],
        });
        setForm(EMPTY);
        onSent?.();
      }
    } catch (error) {
      setOutcome({ ok: false, text: MESSAGE_TEXTS.notSent, details: [sendFailureText(error as Error)] });
    }
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
          <Field.Root invalid={Boolean(errorFor('hubIds'))}>
            <Field.Label>Hub IDs</Field.Label>
            <Textarea
              rows={2}
              value={form.hubIds}
              onChange={(e) => set('hubIds')(e.target.value)}
              placeholder="Hub ids or serials, separated by ; , space or new line"
            />
            {preview.length > 0 && <Field.HelperText>{`Hub ids: ${preview.join(', ')}`}</Field.HelperText>}
            <Field.ErrorText>{errorFor('hubIds')}</Field.ErrorText>
          </Field.Root>
        ) : (
          <Text>
            Hub ID: <b>{hubId}</b>
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root invalid={Boolean(errorFor('from'))}>
            <Field.Label>From</Field.Label>
            <Input
              value={form.from}
              maxLength={MESSAGE_LIMITS.fromInput}
              onChange={(e) => set('from')(e.target.value)}
            />
            <Field.ErrorText>{errorFor('from')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errorFor('subject'))}>
            <Field.Label>Subject</Field.Label>
            <Input value={form.subject} onChange={(e) => set('subject')(e.target.value)} />
            <Field.ErrorText>{errorFor('subject')}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.mailType} onChange={(e) => set('mailType')(e.target.value)}>
                {MAIL_TYPES.map((t) => (
                  <option key={t.id} value={t.id}>{`${t.name}`}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errorFor('body'))}>
          <Field.Label>Body</Field.Label>
          <Textarea rows={3} value={form.body} onChange={(e) => set('body')(e.target.value)} />
          <Field.HelperText>{`${form.body.length}/${MESSAGE_LIMITS.body}`}</Field.HelperText>
          <Field.ErrorText>{errorFor('body')}</Field.ErrorText>
        </Field.Root>
        {form.mailType > 0 && (
          <SimpleGrid columns={2} gap="3" maxW="24rem">
            <Field.Root invalid={Boolean(errorFor('positive'))}>
              <Field.Label>Affirmative</Field.Label>
              <Input value={form.positive} onChange={(e) => set('positive')(e.target.value)} />
              <Field.ErrorText>{errorFor('positive')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errorFor('negative'))}>
              <Field.Label>Negative</Field.Label>
              <Input value={form.negative} onChange={(e) => set('negative')(e.target.value)} />
              <Field.ErrorText>{errorFor('negative')}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
        )}
        <HStack gap="2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setForm(EMPTY);
              setOutcome(null);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" size="sm" colorPalette="blue" disabled={errors.length > 0 || loading}>
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
