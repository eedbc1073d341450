import type { CustomerDetail } from '@maple/contracts';
import { isAssetCode } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { codeLabel } from '../../kit/code-labels';
import { Section } from '../../kit/Section';
import {
  useCustomerBankAccountsQuery,
  useCustomerTradesQuery,
  useCustomerTransfersQuery,
  useCustomerVerificationsQuery,
  useCustomerWalletsQuery,
} from '../api/customer-detail-api';
import { DataTable } from './DataTable';
import { PagedList } from './PagedList';
import { VerificationDocuments } from './VerificationDocuments';

/** What a trade paid and received: a buy pays the counter asset (CAD), a sell the coin. */
function legsOf(trade: { symbol: string; side: 'buy' | 'sell' }) {
  const [coin = '', counter = ''] = trade.symbol.split('-');
  return trade.side === 'buy'
    ? { deliver: counter, receive: coin }
    : { deliver: coin, receive: counter };
}

/** How the lists write times and amounts, in the reader's language. */
function useListFormat() {
  const { t, i18n } = useTranslation();
  return {
    t,
    empty: t('adminCustomer.none'),
    when: (iso: string) => formatDateTime(iso, i18n.language),
    units: (value: string, asset: string) =>
      isAssetCode(asset) ? formatUnits(value, asset, i18n.language) : value,
  };
}

type ListProps = { detail: CustomerDetail };

function Trades({ detail }: ListProps) {
  const { t, empty, when, units } = useListFormat();
  const title = t('adminCustomer.sections.trades');
  return (
    <Section title={title}>
      <PagedList
        guid={detail.profile.guid}
        title={title}
        first={detail.trades}
        usePage={useCustomerTradesQuery}
      >
        {(rows) => (
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(trade) => trade.guid}
            empty={empty}
            columns={[
              { header: t('adminCustomer.columns.when'), cell: (x) => when(x.created_at) },
              { header: t('adminCustomer.columns.symbol'), cell: (x) => x.symbol },
              {
                header: t('adminCustomer.columns.side'),
                cell: (x) => codeLabel(t, 'side', x.side),
              },
              {
                header: t('adminCustomer.columns.state'),
                cell: (x) => codeLabel(t, 'tradeState', x.state),
              },
              {
                header: t('adminCustomer.columns.deliver'),
                numeric: true,
                cell: (x) => units(x.deliver_amount, legsOf(x).deliver),
              },
              {
                header: t('adminCustomer.columns.receive'),
                numeric: true,
                cell: (x) => units(x.receive_amount, legsOf(x).receive),
              },
            ]}
          />
        )}
      </PagedList>
    </Section>
  );
}

function Transfers({ detail }: ListProps) {
  const { t, empty, when, units } = useListFormat();
  const title = t('adminCustomer.sections.transfers');
  return (
    <Section title={title}>
      <PagedList
        guid={detail.profile.guid}
        title={title}
        first={detail.transfers}
        usePage={useCustomerTransfersQuery}
      >
        {(rows) => (
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(transfer) => transfer.guid}
            empty={empty}
            columns={[
              { header: t('adminCustomer.columns.when'), cell: (x) => when(x.created_at) },
              {
                header: t('adminCustomer.columns.type'),
                cell: (x) =>
                  `${codeLabel(t, 'transferType', x.transfer_type)} · ${codeLabel(t, 'side', x.side)}`,
              },
              {
                header: t('adminCustomer.columns.state'),
                cell: (x) => codeLabel(t, 'transferState', x.state),
              },
              {
                header: t('adminCustomer.columns.amount'),
                numeric: true,
                cell: (x) => units(x.amount, x.asset),
              },
            ]}
          />
        )}
      </PagedList>
    </Section>
  );
}

function Verifications({ detail }: ListProps) {
  const { t, empty, when } = useListFormat();
  const title = t('adminCustomer.sections.verifications');
  return (
    <Section title={title}>
      <PagedList
        guid={detail.profile.guid}
        title={title}
        first={detail.verifications}
        usePage={useCustomerVerificationsQuery}
      >
        {(rows) => (
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(v) => v.guid}
            empty={empty}
            columns={[
              { header: t('adminCustomer.columns.when'), cell: (v) => when(v.created_at) },
              {
                header: t('adminCustomer.columns.method'),
                cell: (v) => codeLabel(t, 'verificationMethod', v.method),
              },
              {
                header: t('adminCustomer.columns.state'),
                cell: (v) => codeLabel(t, 'verificationState', v.state),
              },
              {
                header: t('adminCustomer.columns.outcome'),
                cell: (v) => (v.outcome === null ? '—' : codeLabel(t, 'outcome', v.outcome)),
              },
              {
                header: t('adminCustomer.columns.documents'),
                cell: (v) => <VerificationDocuments verification={v} />,
              },
            ]}
          />
        )}
      </PagedList>
    </Section>
  );
}

function BankAccounts({ detail }: ListProps) {
  const { t, empty, when } = useListFormat();
  const title = t('adminCustomer.sections.bankAccounts');
  return (
    <Section title={title}>
      <PagedList
        guid={detail.profile.guid}
        title={title}
        first={detail.bank_accounts}
        usePage={useCustomerBankAccountsQuery}
      >
        {(rows) => (
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(bank) => bank.guid}
            empty={empty}
            columns={[
              { header: t('adminCustomer.columns.name'), cell: (bank) => bank.name },
              {
                header: t('adminCustomer.columns.account'),
                cell: (bank) => bank.account_number_masked ?? '—',
              },
              {
                header: t('adminCustomer.columns.state'),
                cell: (bank) => codeLabel(t, 'bankAccountState', bank.state),
              },
              { header: t('adminCustomer.columns.when'), cell: (bank) => when(bank.created_at) },
            ]}
          />
        )}
      </PagedList>
    </Section>
  );
}

function Wallets({ detail }: ListProps) {
  const { t, empty } = useListFormat();
  const title = t('adminCustomer.sections.wallets');
  return (
    <Section title={title}>
      <PagedList
        guid={detail.profile.guid}
        title={title}
        first={detail.wallets}
        usePage={useCustomerWalletsQuery}
      >
        {(rows) => (
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(wallet) => wallet.guid}
            empty={empty}
            columns={[
              { header: t('adminCustomer.columns.name'), cell: (w) => w.name },
              { header: t('adminCustomer.columns.asset'), cell: (w) => w.asset },
              {
                header: t('adminCustomer.columns.address'),
                cell: (w) => <span className="break-all font-mono text-xs">{w.address}</span>,
              },
              {
                header: t('adminCustomer.columns.state'),
                cell: (w) => codeLabel(t, 'walletState', w.state),
              },
            ]}
          />
        )}
      </PagedList>
    </Section>
  );
}

/** Verifications, bank accounts, wallets, trades, transfers: each paged, newest first. */
export function CustomerLists({ detail }: { detail: CustomerDetail }) {
  return (
    <>
      <Verifications detail={detail} />
      <BankAccounts detail={detail} />
      <Wallets detail={detail} />
      <Trades detail={detail} />
      <Transfers detail={detail} />
    </>
  );
}
