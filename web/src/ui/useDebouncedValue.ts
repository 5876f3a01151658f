import { useEffect, useState } from 'react';

/** The value as it was once it stopped changing for `delayMs` (typing pauses, spec 1 §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
