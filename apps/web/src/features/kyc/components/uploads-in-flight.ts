import { useState } from 'react';

/**
 * Which of a form's files are still on their way. The form is not sent meanwhile: sent then, it
 * would find the image missing and ask for it although it is arriving.
 */
export function useUploadsInFlight() {
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(() => new Set());
  /** What a file field calls as its upload starts (true) and ends (false). */
  const track = (kind: string) => (busy: boolean) =>
    setInFlight((before) => {
      const next = new Set(before);
      if (busy) next.add(kind);
      else next.delete(kind);
      return next;
    });
  return { uploading: inFlight.size > 0, track };
}
