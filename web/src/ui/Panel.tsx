import { Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PanelProps {
  title: string;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled box; screens are made of these, each loading and failing on its own. */
export function Panel({ title, actions, children }: PanelProps) {
  return (
    <Card.Root as="section" aria-label={title} size="sm" variant="outline" bg="white">
      <Card.Header pb="2">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="sm">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </Card.Root>
  );
}
