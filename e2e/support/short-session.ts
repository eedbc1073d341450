/** User-token lifetime of the second e2e server, which the session-expiry journey runs on. */
export const shortUserTokenSeconds = 8;
