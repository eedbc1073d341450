import { localKeys, sessionKeys } from './keys';
import { readItem, removeItems, writeItem } from './storage';
import { msUntilExpiry, type TokenState, tokenState } from './token';

export type SessionState = TokenState;
export type SessionKind = 'customer' | 'admin';

const tokenKeyOf = (kind: SessionKind): string =>
  kind === 'customer' ? sessionKeys.userToken : sessionKeys.adminToken;

/** A customer session lasts as long as its user token (`ut`) is present and unexpired. */
export const readCustomerSession = (nowMs?: number): SessionState =>
  tokenState(readItem('session', sessionKeys.userToken), nowMs);

/** An admin session lasts as long as its admin token (`a_at`) is present and unexpired. */
export const readAdminSession = (nowMs?: number): SessionState =>
  tokenState(readItem('session', sessionKeys.adminToken), nowMs);

/** Milliseconds until the session's token expires; null when there is no readable token. */
export function msUntilSessionExpiry(kind: SessionKind, nowMs?: number): number | null {
  const token = readItem('session', tokenKeyOf(kind));
  return token ? msUntilExpiry(token, nowMs) : null;
}

export interface CustomerSession {
  /** The customer guid, encoded as the server hands it out. */
  guid: string;
  accessToken: string;
  userToken: string;
  email: string;
  displayName: string;
}

/**
 * Stores a new customer session where docs/product/data.md puts it: tokens, guid and e-mail for the
 * tab in sessionStorage; the display name and e-mail the header greets with in localStorage.
 */
export function storeCustomerSession(session: CustomerSession): void {
  writeItem('session', sessionKeys.guid, session.guid);
  writeItem('session', sessionKeys.accessToken, session.accessToken);
  writeItem('session', sessionKeys.userToken, session.userToken);
  writeItem('session', sessionKeys.userEmail, session.email);
  writeItem('local', localKeys.displayName, session.displayName);
  writeItem('local', localKeys.email, session.email);
}

/** A new access token from regenerate-customer-token (docs/product/lifecycles.md). */
export const storeAccessToken = (accessToken: string): void =>
  writeItem('session', sessionKeys.accessToken, accessToken);

export const storeAdminToken = (adminToken: string): void =>
  writeItem('session', sessionKeys.adminToken, adminToken);

/** What the session checks need from storage; null where a value is absent. */
export interface StoredCustomerSession {
  userToken: string | null;
  accessToken: string | null;
  guid: string | null;
  email: string | null;
}

export const readStoredCustomerSession = (): StoredCustomerSession => ({
  userToken: readItem('session', sessionKeys.userToken),
  accessToken: readItem('session', sessionKeys.accessToken),
  guid: readItem('session', sessionKeys.guid),
  email: readItem('session', sessionKeys.userEmail),
});

/**
 * Ends the customer session (logout, expiry). The admin token belongs to a separate session
 * and is left alone; preferences (theme, language) stay too.
 */
export function clearCustomerSession(): void {
  removeItems('session', [
    sessionKeys.guid,
    sessionKeys.accessToken,
    sessionKeys.userToken,
    sessionKeys.userEmail,
  ]);
  removeItems('local', [localKeys.displayName, localKeys.email]);
}

export const clearAdminSession = (): void => removeItems('session', [sessionKeys.adminToken]);

/** The name the header greets the customer with: display name, else e-mail, else nothing. */
export const readDisplayName = (): string =>
  readItem('local', localKeys.displayName) ||
  readItem('local', localKeys.email) ||
  readItem('session', sessionKeys.userEmail) ||
  '';
