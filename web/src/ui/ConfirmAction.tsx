import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

interface ConfirmQuestionProps {
  /** The question, naming what would be lost: "Delete the fuel fill of 20 Feb 2027, 12:36?" */
  question: string;
  /** The verb on the confirming button: "Delete", "Revoke". */
  confirmLabel: string;
  /** The action was clicked. */
  onConfirm: () => void;
  /** "Keep" was clicked, or Escape pressed. */
  onKeep: () => void;
}

/**
 * The question a destructive action asks first, with the action and "Keep". "Keep" has the focus, so Enter
 * or Escape keep things as they are. For a question shown apart from its trigger (a table's row under the
 * row it is about, so the row's columns keep their widths); ConfirmAction shows it in the trigger's place.
 */
export function ConfirmQuestion({ question, confirmLabel, onConfirm, onKeep }: ConfirmQuestionProps) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keep.current?.focus();
  }, []);
  return (
    <HStack
      role="alertdialog"
      aria-label={question}
      gap="1.5"
      wrap="wrap"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onKeep();
      }}
    >
      <Text fontSize="xs">{question}</Text>
      <Button size="2xs" colorPalette="red" onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button ref={keep} size="2xs" variant="outline" onClick={onKeep}>
        Keep
      </Button>
    </HStack>
  );
}

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
 * the question with the action and "Keep" (ConfirmQuestion); nothing is done until the action is clicked.
 */
const FOCUSABLE = 'button:not(:disabled), a[href], input, select';

export function ConfirmAction({ question, confirmLabel, onConfirm, children }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  // After Keep the trigger is drawn again, a new element: the focus, which was on Keep, would be on
  // nothing (a keyboard user starts again from the top of the page), so it goes back to the trigger: the
  // control that had it when the question was asked (by its place among the trigger's), else the first.
  const refocus = useRef<number | null>(null);
  const focusedAt = useRef(0);
  const trigger = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const at = refocus.current;
    if (asking || at === null) return;
    refocus.current = null;
    // A trigger that places the focus itself (CancelButton: back in its form's field) has done so.
    if (document.activeElement && document.activeElement !== document.body) return;
    const controls = trigger.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [];
    (controls[at] ?? controls[0])?.focus();
  }, [asking]);
  const ask = () => {
    const controls = [...(trigger.current?.querySelectorAll(FOCUSABLE) ?? [])];
    focusedAt.current = Math.max(0, controls.indexOf(document.activeElement as Element));
    setAsking(true);
  };
  if (!asking)
    return (
      // `display: contents`: the wrapper only finds the trigger again; the layout is the trigger's own.
      <span ref={trigger} style={{ display: 'contents' }}>
        {children(ask)}
      </span>
    );
  return (
    <ConfirmQuestion
      question={question}
      confirmLabel={confirmLabel}
      onConfirm={() => {
        setAsking(false);
        onConfirm();
      }}
      onKeep={() => {
        refocus.current = focusedAt.current;
        setAsking(false);
      }}
    />
  );
}
