import { DoesNotExist } from '../../ui/DoesNotExist';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NO_EVENTS_TEXT } from '@hub/domain';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { HubSchedulePage_Query } from './scheduleQuery';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';
import { useHubId } from '../hub/tabs/useHubId';
// Kept in scheduleQuery.ts so the route's loader can start it without this module's code.
export { HubSchedulePage_Query } from './scheduleQuery';

export const HubSchedulePage_DeleteMutation = graphql(`
  mutation HubSchedulePage_DeleteMutation($hubId: Int!, $eventId: Int!) {
    deleteScheduleEvent(input: { hubId: $hubId, eventId: $eventId }) {
      schedule {
        ...HubSchedule_days
      }
      userErrors {
        message
      }
    }
  }
`);

export const HubSchedulePage_ClearMutation = graphql(`
  mutation HubSchedulePage_ClearMutation($hubId: Int!) {
    clearSchedule(input: { hubId: $hubId }) {
      schedule {
        ...HubSchedule_days
      }
      userErrors {
        message
      }
    }
  }
`);

interface ClearScheduleButtonProps {
  onConfirm: () => Promise<void>;
  loading: boolean;
  disabled: boolean;
}

/** "Clear Schedule" asks first: clearing cannot be undone. */
function ClearScheduleButton({ onConfirm, loading, disabled }: ClearScheduleButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="red" variant="outline" disabled={disabled}>
          Clear Schedule
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Clear the whole schedule?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Every event of every day is deleted. This cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" size="sm">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                size="sm"
                colorPalette="red"
                loading={loading}
                onClick={async () => {
                  await onConfirm();
                  setOpen(false);
                }}
              >
                Clear Schedule
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Spec 1 §2 Schedule tab: seven days from Sunday, each event with an X to delete it. */
export default function HubSchedulePage() {
  const hubId = useHubId();
  const { data, previousData, error, refetch } = useQuery(HubSchedulePage_Query, { variables: { hubId } });
  const [remove, removing] = useMutation(HubSchedulePage_DeleteMutation);
  const [clear, clearing] = useMutation(HubSchedulePage_ClearMutation);
  // A refusal (the event or the hub gone since the page was read): said like a failure, and the schedule
  // read again, so what is shown is what the hub has.
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const refused = (title: string, payload?: { userErrors: readonly { message: string }[] } | null) => {
    const message = payload?.userErrors[0]?.message;
    if (message === undefined) return;
    setRefusal({ title, message });
    void refetch();
  };
  const failure = removing.error ?? clearing.error;

  const schedule = (data ?? previousData)?.hub?.schedule;
  const hasEvents = (schedule?.events.length ?? 0) > 0;

  return (
    <Panel
      title="Schedule"
      actions={
        schedule && (
          <ClearScheduleButton
            disabled={!hasEvents}
            loading={clearing.loading}
            onConfirm={async () => {
              setRefusal(null);
              const result = await clear({ variables: { hubId } }).catch(() => undefined);
              refused('The schedule was not cleared.', result?.data?.clearSchedule);
            }}
          />
        )
      }
    >
      <Stack gap="3">
        {refusal && !failure && <ErrorNotice title={refusal.title} error={refusal.message} />}
        {failure && (
          <ErrorNotice
            title={removing.error ? 'The event was not deleted.' : 'The schedule was not cleared.'}
            uncertainTitle={
              removing.error ? 'The event may have been deleted.' : 'The schedule may have been cleared.'
            }
            error={failure}
          />
        )}
        <QueryContent
          data={data}
          previousData={previousData}
          error={error}
          errorTitle="The schedule could not be loaded."
          onRetry={() => void refetch()}
        >
          {({ hub }) =>
            !hub ? (
              <DoesNotExist what="Hub" id={hubId} />
            ) : hub.schedule.events.length === 0 ? (
              <Text color="fg.muted">{NO_EVENTS_TEXT}</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, md: 4, xl: 7 }} gap="2">
                {hub.schedule.days.map((day) => (
                  <Box
                    key={day.day}
                    as="section"
                    aria-label={day.name}
                    borderWidth="1px"
                    rounded="md"
                    p="2"
                    bg="gray.50"
                  >
                    <Text fontWeight="semibold" mb="1">
                      {day.name}
                    </Text>
                    <Stack gap="1">
                      {day.events.map((event) => (
                        <HStack
                          key={event.id}
                          gap="1"
                          justify="space-between"
                          bg="white"
                          rounded="sm"
                          px="1.5"
                        >
                          <Text fontSize="sm" fontFamily="mono">
                            {event.startTime}
                            <Text as="span" color="fg.muted">{` + ${event.durationMinutes} min`}</Text>
                            {event.adjustText && (
                              <Badge ml="1" size="xs" colorPalette="orange">{`(${event.adjustText})`}</Badge>
                            )}
                          </Text>
                          <ConfirmAction
                            question={`Delete ${day.name} ${event.description}?`}
                            confirmLabel="Delete"
                            onConfirm={async () => {
                              setRefusal(null);
                              const result = await remove({ variables: { hubId, eventId: event.id } }).catch(
                                () => undefined,
                              );
                              refused('The event was not deleted.', result?.data?.deleteScheduleEvent);
                            }}
                          >
                            {(ask) => (
                              <CloseButton
                                size="2xs"
                                aria-label={`Delete ${day.name} ${event.description}`}
                                disabled={removing.loading}
                                onClick={ask}
                              />
                            )}
                          </ConfirmAction>
                        </HStack>
                      ))}
                    </Stack>
                  </Box>
                ))}
              </SimpleGrid>
            )
          }
        </QueryContent>
      </Stack>
    </Panel>
  );
}
