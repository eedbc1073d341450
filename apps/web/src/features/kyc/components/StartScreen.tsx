import { useTranslation } from 'react-i18next';
import { panelClasses } from '../../../components/form/form-styles';
import { StartVerification } from './StartVerification';

const needs = [
  'kyc.start.needId',
  'kyc.start.needSin',
  'kyc.start.needAddress',
  'kyc.start.needCamera',
] as const;

/** No verification yet: what it asks for and how long it takes, then Start. */
export function StartScreen() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="kyc-start-title" className={`space-y-4 ${panelClasses}`}>
      <h2 id="kyc-start-title" className="text-xl font-semibold">
        {t('kyc.start.title')}
      </h2>
      <p>{t('kyc.start.body')}</p>
      <h3 className="font-semibold">{t('kyc.start.needTitle')}</h3>
      <ul className="list-disc space-y-1 pl-5">
        {needs.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <StartVerification
        method="id_and_selfie"
        label={t('kyc.start.button')}
        busyLabel={t('kyc.start.starting')}
      />
    </section>
  );
}
