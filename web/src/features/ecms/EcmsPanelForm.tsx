import { Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { ConfirmAction } from '../../ui/ConfirmAction';
import type { UnsavedHold } from '../../app/routing/useHoldUnsaved';
import { CancelButton } from '../../ui/DiscardFirst';
import { focusFormAgain, useFocusFirstField } from '../../ui/form';

interface EcmsPanelFormProps {
  /** The form's heading and accessible name. */
  title: string;
  /** The verb of the sending button: Update, Remove. */
  submitLabel: string;
  destructive?: boolean;
  /**
   * Asked first (the shared ConfirmAction) before the form is sent: a bulk change overwrites many rows at
   * once and has no undo. Without it the button sends at once (Remove offers Undo instead).
   */
  confirmQuestion?: string;
  sending: boolean;
  /** The form's rules refuse what is typed (said beside the field): nothing can be sent yet. */
  blocked?: boolean;
  /** The call failed (an HTTP error or a status other than success), not a user error. */
  failed: boolean;
  onSubmit(event: FormEvent): void;
  /** The panel's form (useForm): its Cancel asks before throwing what it holds away. */
  form: UnsavedHold;
  onCancel(): void;
  maxW?: string;
  children: ReactNode;
}

/**
 * The frame of the ECMS Modify and Remove panels (spec 3 §2.5, §4, §8): their fields, a spinner while
 * sending, on failure the heading 'Error uploading file!' with 'Please contact support', and the sending
 * button with Cancel. Opened, it puts the focus in its first field, as every inline form does
 * (ui/form/inlineForm), and a send that fails puts it back there (or on the field refused); its toggle
 * takes the focus back when it closes (useFormOpener in EcmsPanel).
 */
export function EcmsPanelForm(props: EcmsPanelFormProps) {
  // The Stack is the <form> (as="form"); closest('form') gives it its form type. The same ref puts the
  // focus in its first field when it opens.
  const form = useRef<HTMLDivElement>(null);
  const focusFirstField = useFocusFirstField();
  const formRef = useCallback(
    (element: HTMLDivElement | null) => {
      form.current = element;
      const cleanup = focusFirstField(element);
      return () => {
        form.current = null;
        cleanup?.();
      };
    },
    [focusFirstField],
  );
  // A send that failed (the call, or the register refusing what was sent) leaves the form open: the focus,
  // gone with the question's button or the disabled send button, goes back into it, to the field refused
  // or else the first. (A send that succeeds closes the form, and its toggle takes the focus.) Focus the
  // person moved elsewhere while it was sent stays there.
  const wasSending = useRef(props.sending);
  useEffect(() => {
    const ended = wasSending.current && !props.sending;
    wasSending.current = props.sending;
    const focused = document.activeElement;
    if (ended && form.current && (!focused || focused === document.body)) focusFormAgain(form.current);
  }, [props.sending]);
  const sendButton = (type: 'submit' | 'button', onClick?: () => void) => (
    <Button
      type={type}
      size="sm"
      colorPalette={props.destructive ? 'red' : 'blue'}
      disabled={props.sending || props.blocked}
      onClick={onClick}
    >
      {props.submitLabel}
    </Button>
  );
  return (
    <Stack
      ref={formRef}
      as="form"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      maxW={props.maxW}
      aria-label={props.title}
      onSubmit={props.onSubmit}
    >
      <Heading as="h3" size="sm">
        {props.title}
      </Heading>
      {props.children}
      {props.sending && (
        <HStack gap="2" aria-live="polite">
          <Spinner size="sm" />
          <Text fontSize="sm">Sending...</Text>
        </HStack>
      )}
      {props.failed && !props.sending && (
        <Box role="alert" color="red.700">
          <Heading as="h4" size="sm">
            Error uploading file!
          </Heading>
          <Text fontSize="sm">Please contact support</Text>
        </Box>
      )}
      <HStack gap="2">
        {props.confirmQuestion ? (
          <ConfirmAction
            question={props.confirmQuestion}
            confirmLabel={props.submitLabel}
            onConfirm={() => form.current?.closest('form')?.requestSubmit()}
          >
            {(ask) => sendButton('button', ask)}
          </ConfirmAction>
        ) : (
          sendButton('submit')
        )}
        <CancelButton form={props.form} onCancel={props.onCancel} />
      </HStack>
    </Stack>
  );
}
