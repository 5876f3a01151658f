import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../ui/Panel';
import { useHubId } from '../hub/tabs/useHubId';
import { MessagesList } from './MessagesList';
import { NewMessageForm } from './NewMessageForm';

/** Spec 1 §2 Messages tab: the new-message form (hub id shown) above the hub's messages. */
export default function HubMessagesPage() {
  const hubId = useHubId();
  const [sent, setSent] = useState(0);
  return (
    <Stack gap="4">
      <Panel
        title="New Message"
        actions={
          // The sub-menu's "New Message" entry (spec 2 §2): the same form on a page of its own.
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/hub/${hubId}/newmessage`}>Open New Message page</RouterLink>
          </Button>
        }
      >
        <NewMessageForm hubId={hubId} onSent={() => setSent((n) => n + 1)} />
      </Panel>
      <Panel title="Messages">
        <MessagesList hubId={hubId} refreshKey={sent} />
      </Panel>
    </Stack>
  );
}
