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
 * cache is dropped once sign-in shows: dropped under a mounted screen, it would be asked for
 * again at once, with no token, and refused.
 */
export function AdminSignOut() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [signOut, { isLoading }] = useAdminSignOutMutation();

  const end = async () => {
    await signOut();
    clearAdminSession();
    await navigate(paths.adminSignin, { replace: true });
    dispatch(api.util.resetApiState());
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
