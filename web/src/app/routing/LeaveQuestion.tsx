import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

interface LeaveQuestionProps {
  /** What would be lost: "the hub information", … */
  unsaved: readonly string[];
  /** What is left: "page", or the part of it ("panel", "view") when the page stays. */
  leaving: string;
  onStay: () => void;
  onLeave: () => void;
}

/** "and"-joined: "the boiler details and the fuel fill". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The question LeaveGuard asks, a modal alert dialog (focus kept inside it). "Stay" has the focus, so
 * Enter or Escape keep the person where they were; nothing is dropped until "Leave without saving".
 */
export default function LeaveQuestion({ unsaved, leaving, onStay, onLeave }: LeaveQuestionProps) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      size="sm"
      initialFocusEl={() => stay.current}
      onOpenChange={(details) => {
        if (!details.open) onStay();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Leave this ${leaving}?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm">{`Your changes to ${listOf(unsaved)} are not saved.`}</Text>
            </Dialog.Body>
            <Dialog.Footer justifyContent="flex-start">
              <Button ref={stay} size="sm" colorPalette="blue" onClick={onStay}>
                Stay
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={onLeave}>
                Leave without saving
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
