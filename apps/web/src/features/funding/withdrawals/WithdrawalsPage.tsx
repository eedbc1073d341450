import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalsBanner } from '../../../components/funding/ApprovalsBanner';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import { PageHeading } from '../../../components/trading/PageHeading';
import { useFundingStatusQuery } from '../../../lib/funding/funding-api';
import { CryptoTransfers } from '../components/CryptoTransfers';
import { CadWithdrawal } from './components/CadWithdrawal';
import { HoldNotice } from './components/HoldNotice';
import { CryptoWithdrawal } from './crypto/CryptoWithdrawal';

/**
 * /withdrawals: CAD out to a bank, or crypto out to one of the customer's wallets, with the holds
 * that pause both. Loaded on demand by the router.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const [part, setPart] = useState<'cad' | 'crypto'>('cad');
  const status = useFundingStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeading intro={t('funding.withdrawal.intro')} />
      <ApprovalsBanner />
      {status.data && <HoldNotice withdrawals={status.data.withdrawals} />}
      <ChoiceGroup
        legend={t('cryptoWithdrawal.tabsLabel')}
        hideLegend
        choices={[
          { value: 'cad', label: t('cryptoDeposit.cad') },
          { value: 'crypto', label: t('cryptoDeposit.crypto') },
        ]}
        value={part}
        onChange={setPart}
      />
      {part === 'crypto' ? (
        <>
          <CryptoWithdrawal />
          <CryptoTransfers side="withdrawal" />
        </>
      ) : (
        <CadWithdrawal />
      )}
    </div>
  );
}
