import { Heading, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../ui/usePageTitle';
import { useHubId } from '../hub/tabs/useHubId';
import { MeterReadings } from './MeterReadings';

export function AllMetersPage() {
  usePageTitle('All Meters');
  return (
    <Stack gap="4">
      <Heading as="h1" size="md">
        All Meters
      </Heading>
      <MeterReadings hubId={null} />
    </Stack>
  );
}

/** The hub's Meter Readings tab. */
export function HubMeterReadingsTab() {
  return <MeterReadings hubId={useHubId()} />;
}
