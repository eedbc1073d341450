import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses } from '../../components/form/form-styles';
import { paths } from '../../lib/routing/paths';
import { AuthCard } from './components/AuthCard';
import { SignUpForm } from './components/SignUpForm';

/** /signup: the form, then a neutral "check your e-mail" (the same for a known address). */
export default function SignUpPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthCard
      footer={
        <p>
          {t('auth.signUp.haveAccount')}{' '}
          <Link to={paths.signin} className={linkClasses}>
            {t('auth.signUp.signIn')}
          </Link>
        </p>
      }
    >
      {sentTo === null ? (
        <SignUpForm onDone={setSentTo} />
      ) : (
        <FormAlert tone="success" takeFocus>
          <p className="font-semibold">{t('auth.signUp.doneTitle')}</p>
          <p>{t('auth.signUp.done', { email: sentTo })}</p>
        </FormAlert>
      )}
    </AuthCard>
  );
}
