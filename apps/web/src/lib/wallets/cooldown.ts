/** What is left of a wallet's cooldown: a time, or `unknown` while the server has not said. */
export type CooldownLeft = { unit: 'h' | 'min'; count: number } | 'unknown';

/**
 * What is left of a new wallet's cooldown (ADR 21), rounded up so "usable now" is never said
 * early: whole hours, or minutes in the last hour; null once it has passed. A cooldown not known
 * yet (`usableAt` null) has not passed: no withdrawal may look possible before the server says.
 */
export function cooldownLeft(usableAt: string | null, now: Date): CooldownLeft | null {
  if (usableAt === null) return 'unknown';
  const left = new Date(usableAt).getTime() - now.getTime();
  if (left <= 0) return null;
  const minutes = Math.ceil(left / 60_000);
  return minutes <= 60
    ? { unit: 'min', count: minutes }
    : { unit: 'h', count: Math.ceil(minutes / 60) };
}
