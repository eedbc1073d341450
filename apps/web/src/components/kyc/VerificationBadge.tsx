import { useTranslation } from 'react-i18next';
import type { VerificationStanding } from '../../lib/kyc/verification-standing';

const toneOf = (standing: VerificationStanding): string => {
  if (standing === 'verified')
    return 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100';
  if (standing === 'failed' || standing === 'frozen')
    return 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100';
  return 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100';
};

/** The customer's verification standing in words, coloured by outcome (the words carry it). */
export function VerificationBadge({ standing }: { standing: VerificationStanding }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${toneOf(standing)}`}>
      {t(`verificationStanding.${standing}`)}
    </span>
  );
}
