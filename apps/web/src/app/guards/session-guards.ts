import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { type LoaderFunction, replace } from 'react-router';
import { showError } from '../../components/alert/alert-slice';
import { i18n } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import {
  clearAdminSession,
  clearCustomerSession,
  readAdminSession,
  readCustomerSession,
} from '../../lib/session';
import { appReset } from '../store';

/**
 * Route loaders that enforce SPEC §2, §4 and §6 before a page renders. They run on every
 * navigation to a guarded page, and again when a layout revalidates at token expiry.
 * Redirects replace the history entry so Back does not return to a page the user cannot open.
 */
export type GuardDispatch = Dispatch<UnknownAction>;

/** Ends the customer session: tokens and stored identity go, and so does all app state. */
function endCustomerSession(dispatch: GuardDispatch): void {
  clearCustomerSession();
  dispatch(appReset());
}

export const requireCustomer =
  (dispatch: GuardDispatch): LoaderFunction =>
  () => {
    const session = readCustomerSession();
    if (session === 'valid') return null;
    if (session === 'expired') {
      endCustomerSession(dispatch);
      dispatch(showError(i18n.t('session.customerExpired')));
    }
    return replace(paths.signin);
  };

export const requireGuest = (): LoaderFunction => () =>
  readCustomerSession() === 'valid' ? replace(paths.dashboard) : null;

export const requireAdmin =
  (dispatch: GuardDispatch): LoaderFunction =>
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

/** /logout: ends the customer session (the admin token stays) and goes to sign-in. */
export const logout =
  (dispatch: GuardDispatch): LoaderFunction =>
  () => {
    endCustomerSession(dispatch);
    return replace(paths.signin);
  };
