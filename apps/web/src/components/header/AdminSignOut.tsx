import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/api';
import { useAdminSignOutMutation } from '../../lib/api/session-api';
import { paths } from '../../lib/routing/paths';
import { clearAdminSession } from '../../lib/session';
import { showSuccess } from '../alert/alert-slice';
import { secondaryButton } from './header-styles';

/**
 * Ends the staff session: the server revokes it, then the token and every cached back-office
 * answer (personal data) go from this tab whatever the server said, and sign-in shows. The
 * cache is dropped as the back office's header leaves, with the screens under it: dropped under
 * a mounted screen, it would be asked for again at once, with no token, and refused. Waiting for
 * the navigation is not enough, as the router renders the sign-in page in a transition that may
 * commit later.
 */
export function AdminSignOut() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [signOut, { isLoading }] = useAdminSignOutMutation();
  const signedOut = useRef(false);

  useEffect(
    () => () => {
      if (signedOut.current) dispatch(api.util.resetApiState());
    },
    [dispatch],
  );

  const end = async () => {
    await signOut();
    clearAdminSession();
    signedOut.current = true;
    await navigate(paths.adminSignin, { replace: true });
    dispatch(showSuccess(t('admin.signOut.done')));
  };

  return (
    <button
      type="button"
      onClick={() => void end()}
      disabled={isLoading}
      className={secondaryButton}
    >
      {t('admin.signOut.action')}
    </button>
  );
}
