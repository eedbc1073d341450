import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useRevalidator } from 'react-router';
import { onCustomerSessionRefused, onOtherTabs, signinLocation } from '../../lib/session';
import type { AppDispatch } from '../store';
import { endCustomerSession } from './session-guards';

/**
 * Keeps a signed-in page honest between navigations (docs/product/lifecycles.md):
 * - coming back to the window re-runs the page's guard, and with it the duplicate-login check;
 * - a customer call the server refused (401) re-runs the guard, which asks the server why and
 *   takes the page to /signin saying so (or joins the browser's newer session);
 * - another tab of this browser signing out signs this one out at once; another tab signing in
 *   anew re-runs the guard, which joins that session (ADR 41).
 */
export function useCustomerSessionWatch(): void {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const check = () => void revalidate();
    window.addEventListener('focus', check);
    const unsubscribeRefused = onCustomerSessionRefused(check);
    const unsubscribeTabs = onOtherTabs((event) => {
      if (event === 'signed-in') return check();
      endCustomerSession(dispatch);
      void navigate(signinLocation({ reason: 'signed_out' }), { replace: true });
    });
    return () => {
      window.removeEventListener('focus', check);
      unsubscribeRefused();
      unsubscribeTabs();
    };
  }, [dispatch, navigate, revalidate]);
}
