import { type LoaderFunction, replace } from 'react-router';
import { showError } from '../../components/alert/alert-slice';
import { i18n } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import {
  clearAdminSession,
  clearCustomerSession,
  decideCustomerSession,
  decodeCustomerGuid,
  isDuplicateLogin,
  readAdminSession,
  readCustomerSession,
  readStoredCustomerSession,
  storeAccessToken,
} from '../../lib/session';
import { type AppDispatch, appReset } from '../store';
import type { SessionRemote } from './session-remote';

/**
 * Route loaders that enforce SPEC §2, §4 and §6 before a page renders. They run on every
 * navigation to a guarded page, when a layout revalidates (token expiry, window focus), and the
 * router shows the loading screen while they wait for the server.
 * Redirects replace the history entry so Back does not return to a page the user cannot open.
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

/** Ends the session the server or the clock has ended, and tells the customer (SPEC §8). */
export function expireCustomerSession(dispatch: AppDispatch): void {
  endCustomerSession(dispatch);
  dispatch(showError(i18n.t('session.customerExpired')));
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

export const requireCustomer =
  ({ dispatch, remote }: GuardDeps): LoaderFunction =>
  async () => {
    const action = decideCustomerSession(readStoredCustomerSession());
    if (action === 'signed-out') return replace(paths.signin);
    if (action === 'expired' || !(await confirmCustomerSession(remote))) {
      expireCustomerSession(dispatch);
      return replace(paths.signin);
    }
    return null;
  };

export const requireGuest = (): LoaderFunction => () =>
  readCustomerSession() === 'valid' ? replace(paths.dashboard) : null;

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
 * admin token stays), and goes to sign-in.
 */
export const logout =
  ({ dispatch, remote }: GuardDeps): LoaderFunction =>
  async () => {
    const { userToken } = readStoredCustomerSession();
    if (userToken) await remote.signOut(userToken);
    endCustomerSession(dispatch);
    return replace(paths.signin);
  };
