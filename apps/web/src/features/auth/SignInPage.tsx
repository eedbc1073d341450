import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses } from '../../components/form/form-styles';
import { paths } from '../../lib/routing/paths';
import { signedOutReason } from '../../lib/session';
import { AuthCard } from './components/AuthCard';
import { AuthLinkNotice } from './components/AuthLinkNotice';
import { CredentialsStep } from './components/CredentialsStep';
import { MfaStep } from './components/MfaStep';
import { useFinishSignIn } from './hooks/use-finish-sign-in';

type Step =
  | { kind: 'credentials'; restarted?: 'expired' | 'locked' }
  | { kind: 'mfa'; token: string };

/**
 * /signin: e-mail and password, then the authenticator step when enrolled, then the customer
 * tokens and the page asked for (`?next=`) or the dashboard. Says why the customer is signed out
 * (`?signed_out=`), and completes e-mailed verify and unlock links.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const finishSignIn = useFinishSignIn();
  const [search] = useSearchParams();
  const signedOut = signedOutReason(search);

  return (
    <AuthCard
      footer={
        <p>
          {t('auth.signIn.noAccount')}{' '}
          <Link to={paths.signup} className={linkClasses}>
            {t('auth.signIn.createAccount')}
          </Link>
        </p>
      }
    >
      {signedOut && <FormAlert tone="info">{t(`session.signedOut.${signedOut}`)}</FormAlert>}
      <AuthLinkNotice />
      {step.kind === 'mfa' ? (
        <MfaStep
          mfaToken={step.token}
          finishSignIn={finishSignIn}
          onRestart={(reason) => setStep({ kind: 'credentials', restarted: reason })}
        />
      ) : (
        <>
          {step.restarted && (
            <FormAlert tone="error">
              {t(step.restarted === 'locked' ? 'auth.signIn.locked' : 'auth.mfa.expired')}
            </FormAlert>
          )}
          <CredentialsStep
            finishSignIn={finishSignIn}
            onMfaRequired={(token) => setStep({ kind: 'mfa', token })}
          />
        </>
      )}
    </AuthCard>
  );
}
