import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';
import { NewMessageForm } from './NewMessageForm';

/** Spec 2 §2 /newmessage: send one message to a list of hub ids or serials. */
export default function NewMessagePage() {
  usePageTitle('New Message');
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="md">
          New Message
        </Heading>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/messages">Messages</RouterLink>
        </Button>
      </HStack>
      <NewMessageForm />
    </Stack>
  );
}
