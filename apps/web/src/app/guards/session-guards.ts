import type { SessionEnd } from '@maple/contracts';
import { type LoaderFunction, replace } from 'react-router';
import { showError } from '../../components/alert/alert-slice';
import { i18n } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import {
  announceToOtherTabs,
  clearAdminSession,
  clearCustomerSession,
  decideCustomerSession,
  decodeCustomerGuid,
  isDuplicateLogin,
  readAdminSession,
  readCustomerSession,
  readStoredCustomerSession,
  safeNext,
  signedOutReason,
  signinLocation,
  signinParams,
  storeAccessToken,
  storeCustomerSession,
} from '../../lib/session';
import { type AppDispatch, appReset } from '../store';
import type { SessionRemote } from './session-remote';

/**
 * Route loaders that enforce docs/product/screens.md, docs/product/lifecycles.md and
 * docs/product/roles.md before a page renders. They run on every navigation to a guarded page, when
 * a layout revalidates (token expiry, window focus), and the router shows the loading screen while
 * they wait for the server. Redirects replace the history entry so Back does not return to a page
 * the user cannot open.
 */
export interface GuardDeps {
  dispatch: AppDispatch;
  remote: SessionRemote;
}

/** Ends the customer session: tokens and stored identity go, and so does all app state. */
export function endCustomerSession(dispatch: AppDispatch): void {
  clearCustomerSession();
  dispatch(appReset());
}

/**
 * Ends the session the server or the clock has ended, and tells the customer
 * (docs/product/errors.md).
 */
export function expireCustomerSession(dispatch: AppDispatch): void {
  endCustomerSession(dispatch);
  dispatch(showError(i18n.t('session.customerExpired')));
}

/**
 * Ends this tab's session for the reason the server gave. The signed-out screen (/signin) says
 * why; the expiry message of docs/product/errors.md still shows for an expiry, or when no reason is
 * known.
 */
function endForReason(dispatch: AppDispatch, reason: SessionEnd | null): void {
  if (reason === 'signed_in_elsewhere' || reason === 'signed_out') endCustomerSession(dispatch);
  else expireCustomerSession(dispatch);
}

/**
 * Brings a valid-looking session up to date with the server: a new access token when it is
 * due, then the duplicate-login check. False when the session turned out to be over.
 */
async function confirmCustomerSession(remote: SessionRemote): Promise<boolean> {
  const stored = readStoredCustomerSession();
  const { userToken, email } = stored;
  if (!userToken || !email) return false;

  if (decideCustomerSession(stored) === 'refresh-access') {
    const customerGuid = stored.guid ? decodeCustomerGuid(stored.guid) : null;
    const accessToken = customerGuid
      ? await remote.regenerateAccessToken(userToken, customerGuid)
      : null;
    if (!accessToken) return false;
    storeAccessToken(accessToken);
  }

  const newest = await remote.newestSession(userToken, email);
  if (newest.kind === 'refused') return false;
  return !(newest.kind === 'newest' && isDuplicateLogin(userToken, newest.iat));
}

/**
 * Joins the browser's session when it holds one this tab does not (a new tab, or another tab
 * signed in anew): the tokens are stored and true answered. Otherwise answers why there is none.
 */
async function joinBrowserSession(
  remote: SessionRemote,
): Promise<true | { reason: SessionEnd | null }> {
  const shared = await remote.joinSession();
  if (shared?.status !== 'signed_in') return { reason: shared?.reason ?? null };
  if (shared.ut === readStoredCustomerSession().userToken) return { reason: null };
  storeCustomerSession({
    guid: shared.guid,
    accessToken: shared.at,
    userToken: shared.ut,
    email: shared.email,
    displayName: shared.display_name,
  });
  return true;
}

/** The page asked for, path and query, to open again after sign-in. */
const requestedPage = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * A customer page opens with a live session: this tab's, or the browser's, which a new tab
 * joins (ADR 41). Without one the page goes to /signin, which keeps the page to return to and
 * says why the customer is signed out; a visitor who never signed in is sent there silently.
 */
export const requireCustomer =
  ({ dispatch, remote }: GuardDeps): LoaderFunction =>
  async ({ request }) => {
    const action = decideCustomerSession(readStoredCustomerSession());
    if (action !== 'signed-out' && action !== 'expired' && (await confirmCustomerSession(remote))) {
      return null;
    }
    const joined = await joinBrowserSession(remote);
    if (joined === true) return null;
    const next = requestedPage(request);
    if (action === 'signed-out' && joined.reason === null) {
      return replace(signinLocation({ next }));
    }
    endForReason(dispatch, joined.reason);
    return replace(signinLocation({ next, reason: joined.reason ?? 'expired' }));
  };

/**
 * /signin and /signup are for visitors: a signed-in tab goes on, and so does a new tab of a
 * signed-in browser, once it joined the session. Not after a sign-out: should the server have
 * missed it, the browser's session must not come back by itself.
 */
export const requireGuest =
  ({ remote }: Pick<GuardDeps, 'remote'>): LoaderFunction =>
  async ({ request }) => {
    const search = new URL(request.url).searchParams;
    const next = safeNext(search.get(signinParams.next)) ?? paths.dashboard;
    if (readCustomerSession() === 'valid') return replace(next);
    if (signedOutReason(search) !== null) return null;
    return (await joinBrowserSession(remote)) === true ? replace(next) : null;
  };

export const requireAdmin =
  ({ dispatch }: GuardDeps): LoaderFunction =>
  () => {
    const session = readAdminSession();
    if (session === 'valid') return null;
    if (session === 'expired') {
      clearAdminSession();
      dispatch(showError(i18n.t('session.adminEnded')));
    } else {
      dispatch(showError(i18n.t('session.adminMissing')));
    }
    return replace(paths.adminSignin);
  };

export const requireAdminGuest = (): LoaderFunction => () =>
  readAdminSession() === 'valid' ? replace(paths.adminCustomers) : null;

/**
 * /logout: revokes the session on the server, then ends it here whatever the server said (the
 * admin token stays), tells the browser's other tabs, and goes to sign-in, which says so.
 */
export const logout =
  ({ dispatch, remote }: GuardDeps): LoaderFunction =>
  async () => {
    const { userToken } = readStoredCustomerSession();
    if (!userToken) return replace(paths.signin);
    await remote.signOut(userToken);
    endCustomerSession(dispatch);
    announceToOtherTabs('signed-out');
    return replace(signinLocation({ reason: 'signed_out' }));
  };
