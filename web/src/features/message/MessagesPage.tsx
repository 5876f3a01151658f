import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';
import { MessagesList } from './MessagesList';

/** Spec 2 §2 /messages: the messages of every hub, with a Hub ID column. */
export default function MessagesPage() {
  usePageTitle('Messages');
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="md">
          Messages
        </Heading>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/newmessage">New Message</RouterLink>
        </Button>
      </HStack>
      <MessagesList />
    </Stack>
  );
}
