import type { CustomerDetail } from '@maple/contracts';
import { isAssetCode } from '@maple/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { Section } from '../../compliance/components/Section';
import { DataTable } from './DataTable';

/** What a trade paid and received: a buy pays the counter asset (CAD), a sell the coin. */
function legsOf(trade: { symbol: string; side: 'buy' | 'sell' }) {
  const [coin = '', counter = ''] = trade.symbol.split('-');
  return trade.side === 'buy'
    ? { deliver: counter, receive: coin }
    : { deliver: coin, receive: counter };
}

/** A titled list showing the latest rows, saying how many there are in all. */
function Latest({
  title,
  total,
  shown,
  children,
}: {
  title: string;
  total: number;
  shown: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section title={title}>
      {total > shown && <p className="text-sm">{t('adminCustomer.latestOf', { shown, total })}</p>}
      {children}
    </Section>
  );
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

/** The latest trades and transfers. */
function MoneyLists({ detail }: { detail: CustomerDetail }) {
  const { t, empty, when, units } = useListFormat();
  const { trades, transfers } = detail;
  return (
    <>
      <Latest
        title={t('adminCustomer.sections.trades')}
        total={trades.total}
        shown={trades.objects.length}
      >
        <DataTable
          caption={t('adminCustomer.sections.trades')}
          rows={trades.objects}
          rowKey={(trade) => trade.guid}
          empty={empty}
          columns={[
            { header: t('adminCustomer.columns.when'), cell: (trade) => when(trade.created_at) },
            { header: t('adminCustomer.columns.symbol'), cell: (trade) => trade.symbol },
            { header: t('adminCustomer.columns.side'), cell: (trade) => trade.side },
            { header: t('adminCustomer.columns.state'), cell: (trade) => trade.state },
            {
              header: t('adminCustomer.columns.deliver'),
              numeric: true,
              cell: (trade) => units(trade.deliver_amount, legsOf(trade).deliver),
            },
            {
              header: t('adminCustomer.columns.receive'),
              numeric: true,
              cell: (trade) => units(trade.receive_amount, legsOf(trade).receive),
            },
          ]}
        />
      </Latest>
      <Latest
        title={t('adminCustomer.sections.transfers')}
        total={transfers.total}
        shown={transfers.objects.length}
      >
        <DataTable
          caption={t('adminCustomer.sections.transfers')}
          rows={transfers.objects}
          rowKey={(transfer) => transfer.guid}
          empty={empty}
          columns={[
            { header: t('adminCustomer.columns.when'), cell: (x) => when(x.created_at) },
            {
              header: t('adminCustomer.columns.type'),
              cell: (x) => `${x.transfer_type} · ${x.side}`,
            },
            { header: t('adminCustomer.columns.state'), cell: (x) => x.state },
            {
              header: t('adminCustomer.columns.amount'),
              numeric: true,
              cell: (x) => units(x.amount, x.asset),
            },
          ]}
        />
      </Latest>
    </>
  );
}

/** The latest verifications, bank accounts and wallets. */
function LinkedLists({ detail }: { detail: CustomerDetail }) {
  const { t, empty, when } = useListFormat();
  const { bank_accounts: banks, wallets, verifications } = detail;
  return (
    <>
      <Latest
        title={t('adminCustomer.sections.verifications')}
        total={verifications.total}
        shown={verifications.objects.length}
      >
        <DataTable
          caption={t('adminCustomer.sections.verifications')}
          rows={verifications.objects}
          rowKey={(v) => v.guid}
          empty={empty}
          columns={[
            { header: t('adminCustomer.columns.when'), cell: (v) => when(v.created_at) },
            { header: t('adminCustomer.columns.method'), cell: (v) => v.method },
            { header: t('adminCustomer.columns.state'), cell: (v) => v.state },
            { header: t('adminCustomer.columns.outcome'), cell: (v) => v.outcome ?? '—' },
            {
              header: t('adminCustomer.columns.documents'),
              cell: (v) => v.documents.map((d) => d.kind).join(', ') || '—',
            },
          ]}
        />
      </Latest>
      <Latest
        title={t('adminCustomer.sections.bankAccounts')}
        total={banks.total}
        shown={banks.objects.length}
      >
        <DataTable
          caption={t('adminCustomer.sections.bankAccounts')}
          rows={banks.objects}
          rowKey={(bank) => bank.guid}
          empty={empty}
          columns={[
            { header: t('adminCustomer.columns.name'), cell: (bank) => bank.name },
            {
              header: t('adminCustomer.columns.account'),
              cell: (bank) => bank.account_number_masked ?? '—',
            },
            { header: t('adminCustomer.columns.state'), cell: (bank) => bank.state },
            { header: t('adminCustomer.columns.when'), cell: (bank) => when(bank.created_at) },
          ]}
        />
      </Latest>
      <Latest
        title={t('adminCustomer.sections.wallets')}
        total={wallets.total}
        shown={wallets.objects.length}
      >
        <DataTable
          caption={t('adminCustomer.sections.wallets')}
          rows={wallets.objects}
          rowKey={(wallet) => wallet.guid}
          empty={empty}
          columns={[
            { header: t('adminCustomer.columns.name'), cell: (w) => w.name },
            { header: t('adminCustomer.columns.asset'), cell: (w) => w.asset },
            {
              header: t('adminCustomer.columns.address'),
              cell: (w) => <span className="break-all font-mono text-xs">{w.address}</span>,
            },
            { header: t('adminCustomer.columns.state'), cell: (w) => w.state },
          ]}
        />
      </Latest>
    </>
  );
}

/** Trades, transfers, bank accounts, wallets, verifications: the latest of each. */
export function CustomerLists({ detail }: { detail: CustomerDetail }) {
  return (
    <>
      <LinkedLists detail={detail} />
      <MoneyLists detail={detail} />
    </>
  );
}
