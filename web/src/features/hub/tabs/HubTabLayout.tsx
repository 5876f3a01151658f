import { DoesNotExist } from '../../../ui/DoesNotExist';
import { Stack } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ScreenLoading } from '../../../app/routing/ScreenLoading';
import { usePageTitle } from '../../../ui/usePageTitle';
import { parseHubId } from '../overview/parseHubId';
import { HubIdentity } from './HubIdentity';
import { HubSubMenu } from './HubSubMenu';
import { KnownHub } from './KnownHub';
import type { HubTabTitle } from './hubTabs';

interface HubTabLayoutProps {
  active: HubTabTitle | null;
  /** The part after "Hub {id} " in the page title; null when the screen sets the title itself. */
  pageTitle: string | null;
  children: ReactNode;
}

function PageTitle({ text }: { text: string }) {
  usePageTitle(text);
  return null;
}

/** The sub-menu above every /hub/{id}/… screen; the menu stays put while a tab's code loads. */
export function HubTabLayout({ active, pageTitle, children }: HubTabLayoutProps) {
  const { id: param = '' } = useParams();
  const hubId = parseHubId(param);
  if (hubId === null) {
    return (
      <>
        <PageTitle text={`Hub ${param}`} />
        <DoesNotExist what="Hub" id={param} />
      </>
    );
  }
  return (
    <Stack gap="4">
      {pageTitle !== null && <PageTitle text={`Hub ${hubId} ${pageTitle}`} />}
      <HubSubMenu hubId={hubId} active={active} />
      {/* A screen that sets its own title (the overview, from its hub's name) is not drawn for a hub that
          is not there: the tab says "Hub {id}" for it, instead of keeping the last page's title. */}
      <KnownHub hubId={hubId} missing={pageTitle === null && <PageTitle text={`Hub ${hubId}`} />}>
        {/* The overview names its hub itself, at more length. */}
        {active !== 'Overview' && <HubIdentity hubId={hubId} />}
        {/* Keyed by hub: moving to another hub starts each screen afresh (no open editor carried over). */}
        <Suspense key={hubId} fallback={<ScreenLoading />}>
          {children}
        </Suspense>
      </KnownHub>
    </Stack>
  );
}
