import { type AttentionTransfer, attentionResolutionRequestSchema } from '@maple/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { useForm } from '../../../../components/form/use-form';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { formatDateTime } from '../../../../lib/format/date-time';
import { validateFields } from '../../../../lib/forms/field-errors';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { Facts } from '../../kit/Facts';
import { ReasonField } from '../../kit/ReasonField';
import { useResolveAttentionTransferMutation } from '../api/queues-api';
import { CustomerLink } from './CustomerLink';
import { unitsOf } from './withdrawal-facts';

const fields = ['note'] as const;

/** The contract's longest note (attentionResolutionRequestSchema). */
const noteMaxLength = 1000;

/** What the failed transfer is, as the queue knows it; the code is the platform's own. */
function TransferFacts({ transfer }: { transfer: AttentionTransfer }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Facts
      facts={[
        [t('workQueues.transfers.type'), t(`workQueues.transfers.types.${transfer.transfer_type}`)],
        [t('workQueues.transfers.what'), t(`workQueues.transfers.sides.${transfer.side}`)],
        [t('workQueues.columns.amount'), unitsOf(transfer.amount, transfer.asset, language)],
        [t('workQueues.transfers.failure'), transfer.failure_code ?? '—'],
        [
          t('workQueues.columns.customer'),
          <CustomerLink key="customer" guid={transfer.customer_guid} />,
        ],
        [t('workQueues.columns.created'), formatDateTime(transfer.created_at, language)],
      ]}
    />
  );
}

/**
 * Marks a failed transfer handled with what was done (the note, checked by the contract's rule
 * and kept in the audit log); it then leaves the queue. A refusal (a colleague resolved it
 * first) stays in the dialog. `onClose` says whether the transfer was marked.
 */
export function ResolveTransferDialog({
  transfer,
  onClose,
}: {
  transfer: AttentionTransfer;
  onClose: (handled: boolean) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ note: '' }, fields);
  const [resolve, { isLoading }] = useResolveAttentionTransferMutation();
  // Read when the dialog has closed, so the screen's message comes after focus left the dialog.
  const handled = useRef(false);

  const confirm = async (): Promise<boolean> => {
    form.setFailure(null);
    const checked = validateFields(attentionResolutionRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return false;
    }
    const result = await resolve({ guid: transfer.guid, note: checked.data.note });
    if (result.error) {
      form.showRefusal(apiErrorOf(result.error));
      return false;
    }
    handled.current = true;
    return true;
  };

  return (
    <ConfirmDialog
      title={t('workQueues.transfers.markTitle')}
      submitLabel={t('workQueues.transfers.markHandled')}
      busyLabel={t('workQueues.transfers.marking')}
      busy={isLoading}
      formRef={form.formRef}
      onConfirm={confirm}
      onClose={() => onClose(handled.current)}
    >
      <p className="text-sm">{t('workQueues.transfers.markIntro')}</p>
      {form.failure && <FormAlert tone="error">{describeApiError(form.failure, t)}</FormAlert>}
      <TransferFacts transfer={transfer} />
      <ReasonField
        label={t('workQueues.transfers.note')}
        hint={t('workQueues.transfers.noteHint')}
        maxLength={noteMaxLength}
        {...form.field('note')}
      />
    </ConfirmDialog>
  );
}
