import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from './form-styles';

/**
 * "Max" beside an amount field: puts all that is available in it. Its name says how much (the
 * visible word stays in it, for speech input); the fee is the quote's to show.
 */
export function MaxButton({ amount, onUse }: { amount: string; onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onUse}
      aria-label={t('common.maxLabel', { amount })}
      className={secondaryButtonClasses}
    >
      {t('common.max')}
    </button>
  );
}
