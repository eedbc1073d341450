import { useEffect, useState } from 'react';

/** The same plain data: callers build their value afresh each render. */
const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** `value`, once it has stayed the same for `delayMs`: checks run when the typing stops. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Keeping the settled value when the data is unchanged stops a render every `delayMs`.
    const timer = setTimeout(
      () => setSettled((previous) => (sameData(previous, value) ? previous : value)),
      delayMs,
    );
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
