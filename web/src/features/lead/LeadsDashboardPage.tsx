import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { addressRightReason, useSeesContacts } from '../../app/auth/useSeesContacts';
import { InAddressPart } from '../../app/routing/InAddressPart';
import { ScreenLoading } from '../../app/routing/ScreenLoading';
import { DisabledReason } from '../../ui/DisabledReason';
import { usePageTitle } from '../../ui/usePageTitle';
import { LEADS_PANELS, openPanel } from './leadsPanels';

/**
 * Spec 3 §2.1 the leads dashboard (/mastersheet, page title Leads): toggle buttons, one panel open at a
 * time, the open one in the URL (?panel=reports) so each panel can be linked to and the back button
 * closes it again.
 */
export default function LeadsDashboardPage() {
  usePageTitle('Leads');
  const [params, setParams] = useSearchParams();
  const open = openPanel(params);
  const seesContacts = useSeesContacts();
  // A panel whose every action needs the "address" right is not offered without it (it says why).
  const refused = (panel: (typeof LEADS_PANELS)[number]) =>
    panel.needsAddressRight && !seesContacts ? addressRightReason(panel.needsAddressRight) : undefined;
  const toggle = (key: string) =>
    // A new panel starts without the old one's searches: only ?panel= is carried.
    setParams(open?.key === key ? {} : { panel: key });

  return (
    <Stack gap="4">
      <Heading as="h1" size="md">
        Leads
      </Heading>
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label="Leads panels">
        {LEADS_PANELS.map((panel) => (
          <Button
            key={panel.key}
            size="sm"
            variant={open?.key === panel.key ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-pressed={open?.key === panel.key}
            // Open (from a link), it can still be closed.
            disabled={Boolean(refused(panel)) && open?.key !== panel.key}
            onClick={() => toggle(panel.key)}
          >
            {panel.label}
          </Button>
        ))}
        <Button size="sm" variant="outline" colorPalette="blue" asChild>
          <RouterLink to="/issues">Issues</RouterLink>
        </Button>
      </HStack>
      {LEADS_PANELS.map((panel) => {
        const reason = refused(panel);
        return reason && <DisabledReason key={panel.key}>{reason}</DisabledReason>;
      })}
      {/* Nothing is open until a toggle is pressed (spec 3 §2.1): a first visit says where to start. */}
      {!open && (
        <Text color="fg.muted">
          Choose a panel above to work on the leads, the ECMS register or the GeoPal reports.
        </Text>
      )}
      {open && !refused(open) && (
        <Suspense fallback={<ScreenLoading />}>
          {/* A panel's open form asks before another panel (or none) replaces it. */}
          <InAddressPart param="panel" name="panel">
            <open.Panel />
          </InAddressPart>
        </Suspense>
      )}
    </Stack>
  );
}
