import { type StaffEnrolment, staffEnrolmentFinishSchema } from '@maple/contracts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses, panelClasses } from '../../../components/form/form-styles';
import { OneTimeCodeField } from '../../../components/form/OneTimeCodeField';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useForm } from '../../../components/form/use-form';
import { PageLoader } from '../../../components/loader/PageLoader';
import { apiErrorOf } from '../../../lib/api/api-error';
import { validateFields } from '../../../lib/forms/field-errors';
import { qrCodeDataUrl } from '../../../lib/qr/qr-code';
import { usePageTitle } from '../../../lib/routing/page-title';
import { paths } from '../../../lib/routing/paths';
import {
  useFinishStaffEnrolmentMutation,
  useStartStaffEnrolmentMutation,
} from './api/staff-management-api';

const fields = ['password', 'code', 'session_info', 'token'] as const;

/** The authenticator key as a QR code and as text, for the app to add. */
function AuthenticatorKey({ enrolment }: { enrolment: StaffEnrolment }) {
  const { t } = useTranslation();
  const [qrCode, setQrCode] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrCodeDataUrl(enrolment.otpauth_uri).then((url) => {
      if (current) setQrCode(url);
    });
    return () => {
      current = false;
    };
  }, [enrolment.otpauth_uri]);
  return (
    <div className="space-y-2 text-sm">
      <p>{t('settings.totp.scan')}</p>
      <div className="inline-block rounded-md bg-white p-2">
        {qrCode ? (
          <img src={qrCode} alt={t('settings.totp.qrAlt')} width={192} height={192} />
        ) : (
          <div className="size-48" />
        )}
      </div>
      <p>{t('settings.totp.manual')}</p>
      <code className="inline-block rounded bg-gray-100 px-2 py-1 font-mono text-base tracking-wider break-all dark:bg-gray-800">
        {enrolment.secret_key}
      </code>
    </div>
  );
}

/** The password and the first code from the app, which finish the set-up. */
function EnrolmentForm({
  token,
  enrolment,
  onDone,
}: {
  token: string;
  enrolment: StaffEnrolment;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ password: '', code: '' }, fields);
  const [finish, { isLoading }] = useFinishStaffEnrolmentMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const input = { token, session_info: enrolment.session_info, ...form.values };
    const checked = validateFields(staffEnrolmentFinishSchema, input, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await finish(checked.data);
    if (result.error === undefined) {
      onDone();
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
    form.reset('code');
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className={`space-y-5 ${panelClasses}`}>
      <p className="font-medium">
        {t('staffEnrol.forWhom', { name: enrolment.display_name, email: enrolment.email })}
      </p>
      <FailureAlert failure={form.failure} />
      <PasswordField
        label={t('staffEnrol.password')}
        hint={t('staffEnrol.passwordHint')}
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <AuthenticatorKey enrolment={enrolment} />
      <OneTimeCodeField label={t('staffEnrol.code')} {...form.field('code')} />
      <SubmitButton busy={isLoading} busyLabel={t('staffEnrol.submitting')}>
        {t('staffEnrol.submit')}
      </SubmitButton>
    </form>
  );
}

/** /admin/enrol?token=…: the invitation (or MFA reset) link sets a password and an authenticator. */
export default function StaffEnrolPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [start, started] = useStartStaffEnrolmentMutation();
  const [done, setDone] = useState(false);
  // Once per page: each start makes a new key, and the one shown must be the one kept.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (token === '' || startedFor.current === token) return;
    startedFor.current = token;
    void start({ token });
  }, [token, start]);

  let body: ReactNode;
  if (done) {
    body = (
      <FormAlert tone="success" takeFocus>
        <p>{t('staffEnrol.done')}</p>
        <Link to={paths.adminSignin} className={linkClasses}>
          {t('staffEnrol.signIn')}
        </Link>
      </FormAlert>
    );
  } else if (token === '') {
    body = <FormAlert tone="error">{t('staffEnrol.missing')}</FormAlert>;
  } else if (started.isError) {
    body = <FormAlert tone="error">{t('staffEnrol.invalid')}</FormAlert>;
  } else if (!started.data) {
    body = <PageLoader />;
  } else {
    body = <EnrolmentForm token={token} enrolment={started.data} onDone={() => setDone(true)} />;
  }

  return (
    <div className="w-full space-y-6 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{t('staffEnrol.intro')}</p>
      </div>
      {body}
    </div>
  );
}
