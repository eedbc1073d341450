import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { SubmitOrCancel } from '../../../../components/form/SubmitOrCancel';

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
    <ModalDialog title={title} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onConfirm().then((done) => done && close());
          }}
          className="space-y-4"
        >
          <p className="text-sm">{t('compliance.decision.confirmIntro')}</p>
          <blockquote className="border-l-4 border-gray-300 pl-3 text-sm break-words whitespace-pre-wrap dark:border-gray-600">
            {reason}
          </blockquote>
          <SubmitOrCancel
            busy={busy}
            busyLabel={t('compliance.decision.confirming')}
            onCancel={close}
          >
            {t('compliance.decision.confirm')}
          </SubmitOrCancel>
        </form>
      )}
    </ModalDialog>
  );
}
