import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../kit/ConfirmDialog';

/** The last look before a final decision: which way, and the reason that will be recorded. */
export function ConfirmDecisionDialog({
  decision,
  reason,
  busy,
  onConfirm,
  onClose,
}: {
  decision: 'approve' | 'reject';
  reason: string;
  busy: boolean;
  /** Resolves true when the decision was recorded, so the dialog can close. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title =
    decision === 'approve'
      ? t('compliance.decision.confirmTitleApprove')
      : t('compliance.decision.confirmTitleReject');
  return (
    <ConfirmDialog
      title={title}
      submitLabel={t('compliance.decision.confirm')}
      busyLabel={t('compliance.decision.confirming')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="text-sm">{t('compliance.decision.confirmIntro')}</p>
      <blockquote className="border-l-4 border-gray-300 pl-3 text-sm break-words whitespace-pre-wrap dark:border-gray-600">
        {reason}
      </blockquote>
    </ConfirmDialog>
  );
}
