import { Stack } from '@chakra-ui/react';
import { useHubId } from '../hub/tabs/useHubId';
import { BoilerPanel } from './BoilerPanel';
import { FuelFillsPanel } from './FuelFillsPanel';

/** Spec 1 §2 "Boiler and fuel fills", shown as the Oil tab; both panels load in parallel. */
export default function HubOilPage() {
  const hubId = useHubId();
  return (
    <Stack gap="4">
      <BoilerPanel hubId={hubId} />
      <FuelFillsPanel hubId={hubId} />
    </Stack>
  );
}
