import { Button, HStack } from '@chakra-ui/react';

interface LogPagerProps {
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}

/** Newer / Older buttons of the newest-first logs. */
export function LogPager({ hasNewer, hasOlder, onNewer, onOlder }: LogPagerProps) {
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" disabled={!hasNewer} onClick={onNewer}>
        Newer
      </Button>
      <Button size="sm" variant="outline" disabled={!hasOlder} onClick={onOlder}>
        Older
      </Button>
    </HStack>
  );
}
