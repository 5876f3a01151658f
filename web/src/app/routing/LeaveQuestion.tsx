import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

interface LeaveQuestionProps {
  /** What would be lost: "the hub information", … */
  unsaved: readonly string[];
  onStay: () => void;
  onLeave: () => void;
}

/** "and"-joined: "the boiler details and the fuel fill". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The question LeaveGuard asks. "Stay" has the focus, so Enter or Escape keep the person where they were;
 * nothing is dropped until "Leave without saving" is clicked.
 */
export default function LeaveQuestion({ unsaved, onStay, onLeave }: LeaveQuestionProps) {
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.400"
      display="flex"
      alignItems="flex-start"
      justifyContent="center"
      pt={{ base: '4', md: '16' }}
      px="4"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onStay();
      }}
    >
      <Stack
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-question-title"
        gap="3"
        bg="white"
        p="6"
        borderWidth="1px"
        rounded="md"
        shadow="lg"
        maxW="md"
        w="full"
      >
        <Heading as="h2" size="sm" id="leave-question-title">
          Leave this page?
        </Heading>
        <Text fontSize="sm">{`Your changes to ${listOf(unsaved)} are not saved.`}</Text>
        <HStack gap="2">
          <Button ref={stay} size="sm" colorPalette="blue" onClick={onStay}>
            Stay
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onLeave}>
            Leave without saving
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
