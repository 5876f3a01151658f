import { Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface EcmsPanelFormProps {
  /** The form's heading and accessible name. */
  title: string;
  /** The verb of the sending button: Update, Remove. */
  submitLabel: string;
  destructive?: boolean;
  sending: boolean;
  /** The call failed (an HTTP error or a status other than success), not a user error. */
  failed: boolean;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
  maxW?: string;
  children: ReactNode;
}

/**
 * The frame of the ECMS Modify and Remove panels (spec 3 §2.5, §4, §8): their fields, a spinner while
 * sending, on failure the heading 'Error uploading file!' with 'Please contact support', and the sending
 * button with Cancel.
 */
export function EcmsPanelForm(props: EcmsPanelFormProps) {
  return (
    <Stack
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
        <Button
          type="submit"
          size="sm"
          colorPalette={props.destructive ? 'red' : 'blue'}
          disabled={props.sending}
        >
          {props.submitLabel}
        </Button>
        <Button size="sm" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
