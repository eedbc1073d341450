import type { ComplianceCaseDetail } from '@maple/contracts';
import { isAssetCode } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatCalendarDate, formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { useComplianceCaseQuery } from '../api/queues-api';
import { QueueTable } from './QueueTable';

type Draft = ComplianceCaseDetail['report_draft'];

/** The receipts a large virtual currency report covers, as the report needs them. */
function ReceiptsDraft({ draft }: { draft: Extract<Draft, { transactions: unknown }> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const cad = (cents: string | null) =>
    cents === null ? t('workQueues.draft.unpriced') : `${formatUnits(cents, 'CAD', language)} CAD`;
  return (
    <div className="space-y-3">
      <p>
        {t('workQueues.draft.total', { total: cad(draft.total_cad_cents) })}{' '}
        {t('workQueues.draft.due', { date: formatCalendarDate(draft.deadline, language) })}
      </p>
      <QueueTable
        caption={t('workQueues.draft.receipts')}
        rows={draft.transactions}
        keyOf={(receipt) => receipt.transfer_guid}
        columns={[
          {
            label: t('workQueues.columns.received'),
            render: (r) => formatDateTime(r.received_at, language),
          },
          {
            label: t('workQueues.columns.amount'),
            render: (r) =>
              isAssetCode(r.asset)
                ? `${formatUnits(r.amount, r.asset, language)} ${r.asset}`
                : r.amount,
          },
          { label: t('workQueues.draft.cadValue'), render: (r) => cad(r.cad_value_cents) },
          {
            label: t('workQueues.draft.hash'),
            render: (r) => <span className="font-mono text-xs break-all">{r.txn_hash}</span>,
          },
          {
            label: t('workQueues.draft.address'),
            render: (r) => (
              <span className="font-mono text-xs break-all">{r.receiving_address}</span>
            ),
          },
        ]}
      />
      <p className="text-sm">{t('workQueues.draft.sendingUnknown')}</p>
    </div>
  );
}

/** Withdrawals each below the travel rule's threshold that together reached it. */
function StructuringDraft({ draft }: { draft: Extract<Draft, { withdrawals: unknown }> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const cad = (cents: string) => `${formatUnits(cents, 'CAD', language)} CAD`;
  return (
    <div className="space-y-3">
      <p>
        {t('workQueues.draft.structuring', {
          threshold: cad(draft.threshold_cad_cents),
          total: cad(draft.total_cad_cents),
        })}
      </p>
      <QueueTable
        caption={t('workQueues.draft.withdrawals')}
        rows={draft.withdrawals}
        keyOf={(withdrawal) => withdrawal.transfer_guid}
        columns={[
          {
            label: t('workQueues.draft.sent'),
            render: (w) => formatDateTime(w.sent_at, language),
          },
          {
            label: t('workQueues.columns.amount'),
            render: (w) =>
              isAssetCode(w.asset)
                ? `${formatUnits(w.amount, w.asset, language)} ${w.asset}`
                : w.amount,
          },
          { label: t('workQueues.draft.cadValueSent'), render: (w) => cad(w.cad_value_cents) },
        ]}
      />
    </div>
  );
}

/** What the deny list matched, and where the customer entered it. */
function DenyListDraft({ draft }: { draft: Extract<Draft, { list_entry: unknown }> }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">{t('workQueues.draft.address')}</dt>
      <dd className="font-mono break-all">
        {draft.address} ({draft.asset})
      </dd>
      <dt className="font-medium">{t('workQueues.draft.listEntry')}</dt>
      <dd>
        {draft.list_entry.name} ({draft.list_entry.ent_num}, {draft.list_entry.currency})
      </dd>
      <dt className="font-medium">{t('workQueues.draft.entered')}</dt>
      <dd>
        {t(`workQueues.draft.sources.${draft.source}`)},{' '}
        {formatDateTime(draft.entered_at, i18n.language)}
      </dd>
    </dl>
  );
}

/** One case's report draft in a dialog; reading it is audited by the server. */
export function CaseDraft({ guid, onClose }: { guid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useComplianceCaseQuery(guid);
  const draft = detail.data?.report_draft;
  let body: React.ReactNode = <PageLoader />;
  if (detail.isError) {
    body = (
      <LoadProblem
        title={t('workQueues.draft.loadFailed')}
        error={apiErrorOf(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (draft && 'transactions' in draft) {
    body = <ReceiptsDraft draft={draft} />;
  } else if (draft && 'withdrawals' in draft) {
    body = <StructuringDraft draft={draft} />;
  } else if (draft) {
    body = <DenyListDraft draft={draft} />;
  }
  return (
    <ModalDialog title={t('workQueues.draft.title')} onClose={onClose}>
      {(close) => (
        <div className="space-y-4">
          {body}
          <button type="button" onClick={close} className={secondaryButtonClasses}>
            {t('workQueues.draft.close')}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
