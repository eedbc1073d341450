import { useEffect, useRef, useState } from 'react';

const tickMs = 250;

/**
 * Whole seconds left until `deadline` (a Date.now() time), counted down on screen; calls
 * `onExpire` once when it reaches zero. A null deadline stops the count.
 */
const secondsLeft = (at: number | null): number =>
  at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));

export function useCountdown(deadline: number | null, onExpire: () => void): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline));
  const [countedTo, setCountedTo] = useState(deadline);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  // A new deadline's count is set while rendering, not in the effect: otherwise the new quote
  // would first be drawn with the old count ("Expires in 0 s").
  if (countedTo !== deadline) {
    setCountedTo(deadline);
    setSeconds(secondsLeft(deadline));
  }

  useEffect(() => {
    if (deadline === null) return;
    let fired = false;
    const timer = setInterval(() => {
      const left = secondsLeft(deadline);
      setSeconds(left);
      if (left === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        expire.current();
      }
    }, tickMs);
    return () => clearInterval(timer);
  }, [deadline]);

  return seconds;
}
