import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '../icons';

/**
 * The one-line "Loading…" a section shows while its data loads: a status line, so a screen reader
 * announces it, with a spinner that stands still for readers who ask for less motion.
 */
export function LoadingStatus() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <SpinnerIcon className="size-4 motion-safe:animate-spin" />
      {t('common.loading')}
    </p>
  );
}
