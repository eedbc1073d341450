/**
 * A fresh `Idempotency-Key` for one money-moving request: the caller keeps it for every retry of
 * that request, so a retried request never moves money twice.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
