import type { ExternalBankAccount, SandboxBankLink } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { linkedMessageKey } from '../account-words';
import { useCompleteRelinkMutation, useCreateBankAccountMutation } from '../api/banking-api';
import { useLinkToken } from '../use-link-token';
import { AccountChoice } from './AccountChoice';
import { AddAccountDialog } from './AddAccountDialog';
import { type Institution, InstitutionPicker } from './InstitutionPicker';
import { SandboxSignInForm } from './SandboxSignInForm';

/** While the link token is made: the wait, or why it could not be made. */
function Preparing({ error, onRetry }: { error: ApiError | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error) {
    return <LoadProblem title={t('bankLink.prepareFailed')} error={error} onRetry={onRetry} />;
  }
  return (
    <div className="space-y-2">
      <PageLoader />
      <p>{t('bankLink.preparing')}</p>
    </div>
  );
}

interface StepsProps {
  relink: ExternalBankAccount | undefined;
  close: () => void;
  awaitApproval: (account: ExternalBankAccount) => void;
}

/**
 * The sandbox screen's steps: a link token from a workflow, the institution, the sandbox
 * credentials, then the account to link (or, re-linking `relink`, nothing more: the connection
 * is refreshed). A new account that comes back waiting for approval goes to `awaitApproval`.
 */
function BankLinkSteps({ relink, close, awaitApproval }: StepsProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const link = useLinkToken(relink?.guid);
  const [institution, setInstitution] = useState<Institution | null>(null);
  const [signedIn, setSignedIn] = useState<SandboxBankLink | null>(null);
  const [create, creation] = useCreateBankAccountMutation();
  const [complete, completion] = useCompleteRelinkMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const finish = (message: string) => {
    dispatch(showSuccess(message));
    close();
  };

  const linkAccount = async (accountId: string) => {
    if (!signedIn?.public_token || !institution) return;
    const result = await create({
      name: institution.name,
      account_kind: 'plaid',
      plaid_public_token: signedIn.public_token,
      plaid_account_id: accountId,
      idempotencyKey,
    });
    if (!result.data) return;
    if (result.data.state === 'storing') awaitApproval(result.data);
    else finish(t(linkedMessageKey(result.data.state)));
  };

  const onSignedIn = async (answer: SandboxBankLink) => {
    if (relink === undefined) {
      setSignedIn(answer);
      return;
    }
    const result = await complete(relink.guid);
    if (result.data) finish(t('bankAccounts.relinked'));
  };

  if (link.error || link.token === null) {
    return <Preparing error={link.error} onRetry={() => void link.retry()} />;
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
          onSignedIn={onSignedIn}
          onBack={() => setInstitution(null)}
        />
      )}
      {signedIn !== null && (
        <AccountChoice
          link={signedIn}
          busy={creation.isLoading}
          failure={creation.error ? apiErrorOf(creation.error) : null}
          onChoose={linkAccount}
        />
      )}
    </div>
  );
}

/**
 * The built-in sandbox bank-link screen (ADR 19), the stand-in for an aggregator's hosted one,
 * then the new account's approval (ADR 62).
 */
export function LinkBankDialog({
  relink,
  onClose,
}: {
  relink?: ExternalBankAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AddAccountDialog title={t('bankLink.title')} onClose={onClose}>
      {(close, awaitApproval) => (
        <BankLinkSteps relink={relink} close={close} awaitApproval={awaitApproval} />
      )}
    </AddAccountDialog>
  );
}
