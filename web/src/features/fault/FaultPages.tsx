import { Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { HubListLayout } from '../hubList/HubListLayout';
import { useHubId } from '../hub/tabs/useHubId';
import { GlitchLog } from './GlitchLog';
import { hubFilter } from './glitchLogQuery';
import { HubGlitchesLink } from './HubGlitchesLink';
import { RebootLog } from './RebootLog';

// ?hubid=N scopes a fleet log to one hub.
// A ?hubid= that is not a hub id ("abc", a typo in a pasted link) is said, not quietly read as no filter:
// the whole fleet's log under the plain title would look like the hub's.
function FleetLogPage(props: { title: string; log: (hubId: number | null) => ReactNode }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const hubId = hubFilter(params);
  const asked = params.get('hubid');
  if (hubId === null && asked !== null)
    return (
      <HubListLayout title={props.title}>
        <Text role="alert">
          {`"${asked}" is not a hub id. `}
          <Link asChild color="blue.700">
            <RouterLink to={pathname}>{`${props.title} of every hub`}</RouterLink>
          </Link>
        </Text>
      </HubListLayout>
    );
  return (
    <HubListLayout title={hubId ? `${props.title} of hub ${hubId}` : props.title}>
      {props.log(hubId)}
    </HubListLayout>
  );
}

export function GlitchesPage() {
  return <FleetLogPage title="All Glitches" log={(hubId) => <GlitchLog key={hubId ?? 0} hubId={hubId} />} />;
}

export function RebootsPage() {
  return <FleetLogPage title="All reboots" log={(hubId) => <RebootLog key={hubId ?? 0} hubId={hubId} />} />;
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
