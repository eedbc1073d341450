import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useRevalidator } from 'react-router';
import { onCustomerSessionRefused } from '../../lib/session';
import type { AppDispatch } from '../store';
import { expireCustomerSession } from './session-guards';

/**
 * Keeps a signed-in page honest between navigations (SPEC §4):
 * - coming back to the window re-runs the page's guard, and with it the duplicate-login check;
 * - a customer call the server refused (401) ends the session with the expiry message, and the
 *   guard, finding no session, takes the page to /signin.
 */
export function useCustomerSessionWatch(): void {
  const dispatch = useDispatch<AppDispatch>();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const check = () => void revalidate();
    window.addEventListener('focus', check);
    const unsubscribe = onCustomerSessionRefused(() => {
      expireCustomerSession(dispatch);
      check();
    });
    return () => {
      window.removeEventListener('focus', check);
      unsubscribe();
    };
  }, [dispatch, revalidate]);
}
