import { Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { HubListLayout } from '../hubList/HubListLayout';
import { useHubId } from '../hub/tabs/useHubId';
import { GlitchLog } from './GlitchLog';
import { hubFilter } from './glitchLogQuery';
import { HubGlitchesLink } from './HubGlitchesLink';
import { RebootLog } from './RebootLog';

// ?hubid=N scopes a fleet log to one hub.
function useHubFilter(): number | null {
  const [params] = useSearchParams();
  return hubFilter(params);
}

export function GlitchesPage() {
  const hubId = useHubFilter();
  return (
    <HubListLayout title={hubId ? `All Glitches of hub ${hubId}` : 'All Glitches'}>
      <GlitchLog key={hubId ?? 0} hubId={hubId} />
    </HubListLayout>
  );
}

export function RebootsPage() {
  const hubId = useHubFilter();
  return (
    <HubListLayout title={hubId ? `All reboots of hub ${hubId}` : 'All reboots'}>
      <RebootLog key={hubId ?? 0} hubId={hubId} />
    </HubListLayout>
  );
}

/** The hub's Reboots tab. */
export function HubRebootsTab() {
  const hubId = useHubId();
  return (
    <Stack gap="2">
      <HubGlitchesLink hubId={hubId} />
      <RebootLog hubId={hubId} />
    </Stack>
  );
}
