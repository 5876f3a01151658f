import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

interface ConfirmActionProps {
  /** The question, naming what would be lost: "Delete the fuel fill of 20 Feb 2027, 12:36?" */
  question: string;
  /** The verb on the confirming button: "Delete", "Revoke". */
  confirmLabel: string;
  onConfirm: () => void;
  /** The trigger, given the function that asks. */
  children: (ask: () => void) => ReactNode;
}

/**
 * The one way a destructive action asks first (issue 18): the trigger is replaced, where it stood, by
 * the question with the action and "Keep". "Keep" has the focus, so Enter or Escape keep things as they
 * are; nothing is done until the action is clicked.
 */
export function ConfirmAction({ question, confirmLabel, onConfirm, children }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking) return <>{children(() => setAsking(true))}</>;
  return (
    <HStack
      role="alertdialog"
      aria-label={question}
      gap="1.5"
      wrap="wrap"
      onKeyDown={(e) => {
        if (e.key === 'Escape') setAsking(false);
      }}
    >
      <Text fontSize="xs">{question}</Text>
      <Button
        size="2xs"
        colorPalette="red"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button ref={keep} size="2xs" variant="outline" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </HStack>
  );
}
