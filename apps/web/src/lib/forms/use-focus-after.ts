import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus to an element after the render that follows a request: when a section's content
 * is replaced (a form gives way to the next step), focus would otherwise fall back to the page.
 */
export function useFocusAfter<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!requested) return;
    ref.current?.focus();
    setRequested(false);
  }, [requested]);
  return { ref, focusNext: () => setRequested(true) };
}
