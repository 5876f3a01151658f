import { Box, HStack, Heading, Spinner, Text } from '@chakra-ui/react';

/**
 * Spec 3 §4 and §8: the ECMS Modify and Remove panels show a spinner while sending, and when the call
 * fails (an HTTP error or a status other than success) the heading 'Error uploading file!' with
 * 'Please contact support'.
 */
export function SendOutcome({ sending, failed }: { sending: boolean; failed: boolean }) {
  if (sending)
    return (
      <HStack gap="2" aria-live="polite">
        <Spinner size="sm" />
        <Text fontSize="sm">Sending...</Text>
      </HStack>
    );
  if (!failed) return null;
  return (
    <Box role="alert" color="red.700">
      <Heading as="h4" size="sm">
        Error uploading file!
      </Heading>
      <Text fontSize="sm">Please contact support</Text>
    </Box>
  );
}
