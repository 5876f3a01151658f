import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../ui/Panel';
import { useHubId } from '../hub/tabs/useHubId';
import { NewMessageForm } from './NewMessageForm';

/** Spec 2 §2 New Message for the hub in context: the hub id is shown instead of the hub ids box. */
export default function HubNewMessagePage() {
  const hubId = useHubId();
  return (
    <Panel
      title="New Message"
      actions={
        <Button asChild size="xs" variant="outline">
          <RouterLink to={`/hub/${hubId}/messages`}>Messages</RouterLink>
        </Button>
      }
    >
      <NewMessageForm hubId={hubId} />
    </Panel>
  );
}
