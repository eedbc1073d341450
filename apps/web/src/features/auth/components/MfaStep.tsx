import { mfaSignInRequestSchema } from '@maple/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses } from '../../../components/form/form-styles';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { validateFields } from '../../../lib/forms/field-errors';
import { paths } from '../../../lib/routing/paths';
import { useSignInMfaMutation } from '../api/auth-api';
import type { FinishSignIn } from '../hooks/use-finish-sign-in';
import { signInProblemOf } from '../sign-in-problem';

const fields = ['code'] as const;

/**
 * Second step of sign-in for a customer with an authenticator app: the 6-digit code, or one of
 * the recovery codes. The MFA token lives in the page's memory only (docs/product/overview.md).
 */
export function MfaStep({
  mfaToken,
  finishSignIn,
  onRestart,
}: {
  mfaToken: string;
  finishSignIn: FinishSignIn;
  /** The step expired or was locked: back to e-mail and password, with the reason. */
  onRestart: (reason: 'expired' | 'locked') => void;
}) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({ code: '' }, fields);
  const { formRef } = form;
  const [verify, { isLoading }] = useSignInMfaMutation();
  const focusCode = () => formRef.current?.querySelector('input')?.focus();

  // The step replaces the e-mail and password form: focus follows, onto the code.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(
      mfaSignInRequestSchema,
      { mfa_token: mfaToken, ...form.values },
      fields,
    );
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await verify(checked.data);
    if (!result.data) {
      const error = apiErrorOf(result.error);
      const problem = signInProblemOf(error);
      if (problem === 'step-expired' || problem === 'locked') {
        onRestart(problem === 'locked' ? 'locked' : 'expired');
        return;
      }
      form.setFailure(error);
      form.reset('code');
      return;
    }
    // The server answers signed_in after a good code; anything else is not a sign-in.
    if (result.data.status !== 'signed_in') {
      onRestart('expired');
      return;
    }
    form.setFailure(await finishSignIn.finish(result.data.id_token));
  };

  const switchMode = () => {
    setUseRecovery((recovery) => !recovery);
    form.reset('code');
    form.clearError('code');
    form.setFailure(null);
    focusCode();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t(useRecovery ? 'auth.mfa.recoveryIntro' : 'auth.mfa.intro')}
      </p>
      {form.failure && (
        <FormAlert tone="error">
          {signInProblemOf(form.failure) === 'invalid'
            ? t('auth.mfa.invalidCode')
            : describeApiError(form.failure, t)}
        </FormAlert>
      )}
      <TextField
        label={t(useRecovery ? 'auth.fields.recoveryCode' : 'auth.fields.code')}
        autoComplete={useRecovery ? 'off' : 'one-time-code'}
        inputMode={useRecovery ? 'text' : 'numeric'}
        maxLength={useRecovery ? 11 : 6}
        spellCheck={false}
        autoCapitalize="none"
        required
        {...form.field('code')}
        hint={t(useRecovery ? 'auth.mfa.recoveryHint' : 'auth.mfa.codeHint')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={switchMode} className={`text-sm ${linkClasses}`}>
          {t(useRecovery ? 'auth.mfa.useApp' : 'auth.mfa.useRecovery')}
        </button>
        {/* The MFA token travels in the navigation's state, never in the address (ADR 59). */}
        <Link to={paths.recover} state={{ mfaToken }} className={`text-sm ${linkClasses}`}>
          {t('auth.mfa.lostEverything')}
        </Link>
        <SubmitButton
          busy={isLoading || finishSignIn.finishing}
          busyLabel={t('auth.signIn.submitting')}
        >
          {t('auth.mfa.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
