import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long an answer about an e-mail address takes at least. The paths for a known and an
 * unknown address run the same statements, but a row written or not and an index hit or miss
 * still differ by a few tenths of a millisecond; under this floor the caller sees none of it.
 * Well above the work on an idle server, too short for a person to notice.
 */
export const ADDRESS_ANSWER_FLOOR_MS = 25;

/** Runs `work` and answers no sooner than `floorMs` after it began; a failure is not delayed. */
export async function answerNoSooner<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await work();
  const left = floorMs - (performance.now() - began);
  if (left > 0) await sleep(left);
  return result;
}
