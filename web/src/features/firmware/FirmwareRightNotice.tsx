import { Alert } from '@chakra-ui/react';
import { FIRMWARE_MESSAGES } from '@hub/domain';

/**
 * Said up front to staff without the "firmwares" right, above a read-only view: the same words the
 * gateway refuses a write with, so nobody edits a form only to be refused at Save.
 */
export function FirmwareRightNotice() {
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{FIRMWARE_MESSAGES.right}</Alert.Title>
        <Alert.Description>
          You can look at firmware sets, routes and releases; ask an administrator for the right to change
          them.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
