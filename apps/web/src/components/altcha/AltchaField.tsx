import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../lib/errors/field-messages';
import { AltchaCheckbox } from './AltchaCheckbox';
import type { Altcha } from './use-altcha';

/** The bot check in the app's forms: its words and its error from the app's catalogue. */
export function AltchaField({ altcha, error }: { altcha: Altcha; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AltchaCheckbox
      altcha={altcha}
      labels={{
        label: t('altcha.label'),
        idle: t('altcha.idle'),
        verifying: t('altcha.verifying'),
        verified: t('altcha.verified'),
        failed: t('altcha.failed'),
      }}
      error={error === undefined ? undefined : translateFieldMessage(error, t)}
    />
  );
}
