import { Text } from '@chakra-ui/react';

/**
 * Why the action beside it cannot be used (a right the person lacks), said in sight rather than in a
 * tooltip, so nobody fills a form or picks a file only to be refused.
 */
export function DisabledReason({ children }: { children: string }) {
  return (
    <Text as="span" fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}
