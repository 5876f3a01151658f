import { Box, List, Text } from '@chakra-ui/react';

interface FormMessagesProps {
  /** Server messages that belong to no field (`form.formErrors`). */
  errors: readonly string[];
  /** Labels of the fields that keep Save disabled (`form.blocking`); said calmly, not in red. */
  blocking?: readonly string[];
  /** The verb of the form's button, for the hint ("To save, …", "To send, …"). */
  action?: string;
}

/**
 * What the whole form has to say, next to its buttons: a disabled Save says which fields it waits for
 * (a hint, so a fresh form does not shout), and the server's messages that name no field of the form.
 */
export function FormMessages({ errors, blocking = [], action = 'save' }: FormMessagesProps) {
  return (
    <Box aria-live="polite">
      {blocking.length > 0 && (
        <Text
          fontSize="sm"
          color="fg.muted"
        >{`To ${action}, fill in or correct: ${blocking.join(', ')}.`}</Text>
      )}
      {errors.length > 0 && (
        <List.Root role="alert" aria-label="Problems to fix" gap="1" ps="5" color="red.600" fontSize="sm">
          {errors.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
