/**
 * What is left of a new wallet's cooldown (ADR 21), rounded up so "usable now" is never said
 * early: whole hours, or minutes in the last hour; null once it has passed.
 */
export function cooldownLeft(
  usableAt: string,
  now: Date,
): { unit: 'h' | 'min'; count: number } | null {
  const left = new Date(usableAt).getTime() - now.getTime();
  if (left <= 0) return null;
  const minutes = Math.ceil(left / 60_000);
  return minutes <= 60
    ? { unit: 'min', count: minutes }
    : { unit: 'h', count: Math.ceil(minutes / 60) };
}
