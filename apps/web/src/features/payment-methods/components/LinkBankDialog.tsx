import type { ExternalBankAccount, SandboxBankLink } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useCompleteRelinkMutation, useCreateBankAccountMutation } from '../api/banking-api';
import { useLinkToken } from '../use-link-token';
import { AccountChoice } from './AccountChoice';
import { type Institution, InstitutionPicker } from './InstitutionPicker';
import { SandboxSignInForm } from './SandboxSignInForm';

/**
 * The built-in sandbox bank-link screen (ADR 19), the stand-in for an aggregator's hosted one:
 * a link token from a workflow, the institution, the sandbox credentials, then the account to
 * link (or, re-linking `relink`, nothing more: the connection is refreshed).
 */
export function LinkBankDialog({
  relink,
  onClose,
}: {
  relink?: ExternalBankAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const link = useLinkToken(relink?.guid);
  const [institution, setInstitution] = useState<Institution | null>(null);
  const [signedIn, setSignedIn] = useState<SandboxBankLink | null>(null);
  const [create, creation] = useCreateBankAccountMutation();
  const [complete, completion] = useCompleteRelinkMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const finish = (close: () => void, message: string) => {
    dispatch(showSuccess(message));
    close();
  };

  const linkAccount = (close: () => void) => async (accountId: string) => {
    if (!signedIn?.public_token || !institution) return;
    const result = await create({
      name: institution.name,
      account_kind: 'plaid',
      plaid_public_token: signedIn.public_token,
      plaid_account_id: accountId,
      idempotencyKey,
    });
    if (result.data) {
      const ready = result.data.state === 'completed';
      finish(close, t(ready ? 'bankAccounts.linked' : 'bankAccounts.linkedUnverified'));
    }
  };

  const onSignedIn = (close: () => void) => async (answer: SandboxBankLink) => {
    if (relink === undefined) {
      setSignedIn(answer);
      return;
    }
    const result = await complete(relink.guid);
    if (result.data) finish(close, t('bankAccounts.relinked'));
  };

  return (
    <ModalDialog title={t('bankLink.title')} onClose={onClose}>
      {(close) => {
        if (link.error) {
          return (
            <LoadProblem
              title={t('bankLink.prepareFailed')}
              error={link.error}
              onRetry={() => void link.retry()}
            />
          );
        }
        if (link.token === null) {
          return (
            <div className="space-y-2">
              <PageLoader />
              <p>{t('bankLink.preparing')}</p>
            </div>
          );
        }
        return (
          <div className="space-y-4">
            <FormAlert tone="info">{t('bankLink.sandboxNotice')}</FormAlert>
            <FailureAlert failure={completion.error ? apiErrorOf(completion.error) : null} />
            {institution === null && <InstitutionPicker onChoose={setInstitution} />}
            {institution !== null && signedIn === null && (
              <SandboxSignInForm
                institution={institution}
                linkToken={link.token}
                onSignedIn={onSignedIn(close)}
                onBack={() => setInstitution(null)}
              />
            )}
            {signedIn !== null && (
              <AccountChoice
                link={signedIn}
                busy={creation.isLoading}
                failure={creation.error ? apiErrorOf(creation.error) : null}
                onChoose={linkAccount(close)}
              />
            )}
          </div>
        );
      }}
    </ModalDialog>
  );
}
