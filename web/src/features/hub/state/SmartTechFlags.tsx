import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { useHoldUnsaved } from '../../../app/routing/useHoldUnsaved';
import { CancelButton } from '../../../ui/DiscardFirst';
import { runEditorSave } from '../../../ui/editorSave';
import { useFocusFirstField, useFormOpener } from '../../../ui/form';
import { SaveFailureNotice, UncertainSaveNotice } from '../../../ui/SaveFailureNotice';

export const SmartTechFlags_Mutation = graphql(`
  mutation SmartTechFlags_Mutation($hubId: Int!, $input: SmartTechInput!, $version: Int) {
    updateSmartTech(input: { hubId: $hubId, smartTech: $input, version: $version }) {
      state {
        hubId
        dutyCycle
        timeShaving
        peakTempSuppression
        version
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const SmartTechFlags_Reload = graphql(`
  query SmartTechFlags_Reload($hubId: Int!) {
    hub(id: $hubId) {
      id
      state {
        hubId
        dutyCycle
        timeShaving
        peakTempSuppression
        version
      }
    }
  }
`);

type Flags = { dutyCycle: boolean; timeShaving: boolean; peakTempSuppression: boolean };

const FLAG_LABELS: Array<[keyof Flags, string]> = [
  ['dutyCycle', 'Duty Cycle'],
  ['timeShaving', 'Time Shaving'],
  ['peakTempSuppression', 'Peak Suppression'],
];

function onOff(value: boolean): string {
  return value ? 'On' : 'Off';
}

/**
 * Spec 1 §2: the smart-tech flags of firmware 0.9.18 or newer, each On/Off, with Cancel/Save. The save
 * carries the flags' version as read; a stale one is refused (CONFLICT) and Reload shows the stored flags.
 */
export function SmartTechFlags({ state }: { state: Flags & { hubId: number; version: number } }) {
  const saved: Flags = {
    dutyCycle: state.dutyCycle,
    timeShaving: state.timeShaving,
    peakTempSuppression: state.peakTempSuppression,
  };
  const [draft, setDraft] = useState<Flags | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [save, { loading, error, reset }] = useMutation(SmartTechFlags_Mutation);
  // A save got no answer, and the flags shown are the stored ones (issue 16).
  const [uncertain, setUncertain] = useState(false);
  const client = useApolloClient();
  // Opened, the form has the focus; closed, Edit flags has it again (ui/form/inlineForm).
  const editButton = useFormOpener(draft !== null);
  const focusFirstField = useFocusFirstField();
  const changed = draft !== null && FLAG_LABELS.some(([flag]) => draft[flag] !== saved[flag]);
  // Flags turned and not saved are work to lose: leaving the page, or Cancel, asks first (not while the
  // save is on its way). Each turn (a new `draft`) holds them again, as each edit of a useForm form does.
  const held = changed && !loading ? 'the smart-tech flags' : null;
  const release = useHoldUnsaved(held, draft);
  const close = () => {
    setDraft(null);
    setMessages([]);
    reset();
  };
  // Brings in the stored flags (only these). The answer lands in the cache under HubState:{hubId}, which
  // the state panel reads.
  const fetchStored = () =>
    client.query({
      query: SmartTechFlags_Reload,
      variables: { hubId: state.hubId },
      fetchPolicy: 'network-only',
    });
  // After a conflict: show the stored flags; Edit flags starts again from them.
  const reload = async () => {
    await fetchStored().catch(() => undefined);
    close();
  };
  // After a save with no answer: the stored flags once they are in, saying the save may have gone
  // through. Should they not come either, the edit stays open with its notice and Reload.
  const showStoredAfterNoAnswer = () =>
    fetchStored().then(
      () => {
        close();
        setUncertain(true);
      },
      () => undefined,
    );

  if (!draft) {
    return (
      <>
        {uncertain && <UncertainSaveNotice what="smart-tech state" />}
        <HStack gap="3" wrap="wrap">
          {FLAG_LABELS.map(([flag, label]) => (
            <Text key={flag}>
              {`${label}: `}
              <Text as="span" fontWeight="semibold" color={saved[flag] ? 'green.700' : 'fg.muted'}>
                {onOff(saved[flag])}
              </Text>
            </Text>
          ))}
          <Button
            ref={editButton}
            size="xs"
            variant="outline"
            onClick={() => {
              setUncertain(false);
              setDraft(saved);
            }}
          >
            Edit flags
          </Button>
        </HStack>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const userErrors = await runEditorSave(
        async () => {
          const variables = { hubId: state.hubId, input: draft, version: state.version };
          const { data } = await save({ variables });
          return data?.updateSmartTech?.userErrors ?? [];
        },
        { onSaved: () => setDraft(null), onUncertain: () => void showStoredAfterNoAnswer() },
      );
      if (userErrors.length > 0) setMessages(userErrors.map((e) => e.message));
    } catch {
      // Shown below from useMutation's error.
    }
  };

  return (
    <Stack as="form" ref={focusFirstField} onSubmit={submit} gap="2" aria-label="Edit smart-tech flags">
      {/* One line at 1,440 px. Where the three do not fit (one a line on a 390 px phone) they wrap into a close
          list, 8 px apart rather than the 16 px between them across: a box every 24 or 25 px, as close as the
          panel's rows above and still far enough apart to tap (WCAG 2.5.8's 24 px). */}
      <HStack columnGap="4" rowGap="2" wrap="wrap">
        {FLAG_LABELS.map(([flag, label]) => (
          <Checkbox.Root
            key={flag}
            size="sm"
            checked={draft[flag]}
            onCheckedChange={(details) => setDraft({ ...draft, [flag]: details.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            {/* Named by the flag alone: the box's checked state already says on or off to a screen reader.
                Its text gives the row its baseline, so the panel's "Flags" label stands level with it. */}
            <Checkbox.Label alignSelf="baseline">
              {label}
              <span aria-hidden="true">{`: ${onOff(draft[flag])}`}</span>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {messages.map((message) => (
        <Text key={message} color="red.600" fontSize="sm">
          {message}
        </Text>
      ))}
      {error && <SaveFailureNotice error={error} what="smart-tech state" onReload={() => void reload()} />}
      <HStack gap="2">
        <CancelButton form={{ held, release }} size="xs" onCancel={close} />
        <Button size="xs" colorPalette="blue" type="submit" disabled={!changed} loading={loading}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
