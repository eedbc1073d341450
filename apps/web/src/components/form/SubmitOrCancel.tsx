import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from './form-styles';
import { SubmitButton } from './SubmitButton';

/** A form's submit button with Cancel beside it, for a step the user may leave unfinished. */
export function SubmitOrCancel({
  busy,
  busyLabel,
  children,
  onCancel,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
      <button type="button" onClick={onCancel} className={secondaryButtonClasses}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
