/**
 * Which failures mean "the database cannot serve this request now" rather than "this request is
 * wrong" (docs/decisions/0013). They are answered 503 with `Retry-After`, and a batch that meets
 * one is not run again item by item (batch-queue.ts): no item is at fault.
 */

/** SQLSTATEs of a lost, refused or overloaded session, or of a wait cut short by a timeout. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated, or the server is shutting down
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout: the session was ended
  '57014', // query_canceled: statement_timeout (or a cancel from an operator)
  '55P03', // lock_not_available: lock_timeout
]);

/** Socket errors of a server that is down, restarting, unreachable or moving (failover). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * What node-postgres and its pool say when a connection ends or cannot be had in time; they
 * carry no code. "Connection terminated" covers "… unexpectedly" and "… due to connection
 * timeout".
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** Errors wrap others (`cause`; an AggregateError when every address of a host refused). */
const MAX_DEPTH = 4;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (
    error instanceof Error &&
    UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message))
  ) {
    return true;
  }
  const inner: unknown[] = [
    'cause' in error ? error.cause : undefined,
    ...('errors' in error && Array.isArray(error.errors) ? error.errors : []),
  ];
  return inner.some((wrapped) => isDatabaseUnavailable(wrapped, depth + 1));
}
