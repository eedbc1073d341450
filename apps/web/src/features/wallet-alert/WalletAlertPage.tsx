import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses, primaryButtonClasses } from '../../components/form/form-styles';
import { apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { paths } from '../../lib/routing/paths';
import { clearCustomerSession } from '../../lib/session';
import { useWalletNotMeMutation } from '../../lib/wallets/wallets-api';

/**
 * The new-wallet e-mail's "this wasn't me" link (ADR 21), public because whoever added the
 * wallet may hold the session: the signed token is the proof. Confirming locks crypto
 * withdrawals and ends every session on the server, and this browser's here.
 */
export default function WalletAlertPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('not_me') ?? '';
  const [lock, locked] = useWalletNotMeMutation();
  const [done, setDone] = useState(false);

  const confirm = async () => {
    const result = await lock(token);
    if (result.data) {
      clearCustomerSession();
      setDone(true);
    }
  };

  return (
    <div className="mx-auto w-full max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">{t('routes.walletAlert')}</h1>
      {token === '' ? (
        <FormAlert tone="error">{t('wallets.notMe.missing')}</FormAlert>
      ) : done ? (
        <>
          <FormAlert tone="success">{t('wallets.notMe.done')}</FormAlert>
          <Link to={paths.signin} className={linkClasses}>
            {t('wallets.notMe.signIn')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('wallets.notMe.intro')}</p>
          {locked.error && (
            <FormAlert tone="error">{describeApiError(apiErrorOf(locked.error), t)}</FormAlert>
          )}
          <button
            type="button"
            aria-disabled={locked.isLoading}
            onClick={() => void confirm()}
            className={primaryButtonClasses}
          >
            {t(locked.isLoading ? 'wallets.notMe.confirming' : 'wallets.notMe.confirm')}
          </button>
        </>
      )}
    </div>
  );
}
