import { useTranslation } from 'react-i18next';
import { LinkTokenNotice } from '../../../components/link-token/LinkTokenNotice';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useUnlockAccountMutation, useVerifyEmailMutation } from '../api/auth-api';

/** /signin completes the e-mailed links `?verify=…` (confirm the address) and `?unlock=…`. */
export function AuthLinkNotice() {
  const { t } = useTranslation();
  const [verifyEmail] = useVerifyEmailMutation();
  const [unlock] = useUnlockAccountMutation();

  return (
    <LinkTokenNotice
      actions={[
        {
          param: 'verify',
          post: async (token) => {
            const result = await verifyEmail({ token });
            return result.error === undefined ? null : apiErrorOf(result.error);
          },
          working: t('auth.link.verifying'),
          done: t('auth.link.verified'),
        },
        {
          param: 'unlock',
          post: async (token) => {
            const result = await unlock({ token });
            return result.error === undefined ? null : apiErrorOf(result.error);
          },
          working: t('auth.link.unlocking'),
          done: t('auth.link.unlocked'),
        },
      ]}
    />
  );
}
