import type { CustomerDetail } from '@maple/contracts';
import type { AssetCode } from '@maple/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { formatUnits } from '../../../../lib/format/money';
import { Section } from '../../kit/Section';
import { DataTable } from './DataTable';
import { LedgerHistory } from './LedgerHistory';

type Account = CustomerDetail['accounts'][number];

/** The customer's accounts with total, available and held balances; each opens its history. */
export function AccountsSection({
  guid,
  accounts,
}: {
  guid: string;
  accounts: readonly Account[];
}) {
  const { t, i18n } = useTranslation();
  const [asset, setAsset] = useState<AssetCode | null>(null);
  const amount = (units: string, code: AssetCode) => formatUnits(units, code, i18n.language);
  return (
    <>
      <Section title={t('adminCustomer.sections.accounts')}>
        <DataTable
          caption={t('adminCustomer.accounts.caption')}
          rows={accounts}
          rowKey={(account) => account.guid}
          empty={t('adminCustomer.none')}
          columns={[
            { header: t('adminCustomer.accounts.asset'), cell: (a) => a.asset },
            { header: t('adminCustomer.accounts.type'), cell: (a) => a.type },
            {
              header: t('adminCustomer.accounts.total'),
              numeric: true,
              cell: (a) => amount(a.total, a.asset),
            },
            {
              header: t('adminCustomer.accounts.available'),
              numeric: true,
              cell: (a) => amount(a.available, a.asset),
            },
            {
              header: t('adminCustomer.accounts.held'),
              numeric: true,
              cell: (a) => amount(a.held, a.asset),
            },
            {
              header: t('adminCustomer.accounts.history'),
              cell: (a) => (
                <button
                  type="button"
                  aria-pressed={asset === a.asset}
                  onClick={() => setAsset(a.asset)}
                  className={secondaryButtonClasses}
                >
                  {t('adminCustomer.accounts.showHistory', { asset: a.asset })}
                </button>
              ),
            },
          ]}
        />
      </Section>
      <Section title={t('adminCustomer.sections.ledger')}>
        {asset === null ? (
          <p className="text-sm">{t('adminCustomer.ledger.choose')}</p>
        ) : (
          <LedgerHistory key={asset} guid={guid} asset={asset} />
        )}
      </Section>
    </>
  );
}
