import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/loader/PageLoader';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useFundingStatusQuery } from '../../../lib/funding/funding-api';
import { CryptoTransfers } from '../components/CryptoTransfers';
import { OpenTransfers } from '../components/OpenTransfers';
import { CryptoDeposit } from './components/CryptoDeposit';
import { EftDeposit } from './components/EftDeposit';
import { EtransferInstructions } from './components/EtransferInstructions';
import { SandboxEtransfer } from './components/SandboxEtransfer';

/**
 * /deposits: CAD in by EFT from a linked bank account or by Interac e-Transfer, crypto to the
 * customer's deposit address, and the deposits still on their way or held. Loaded on demand by the router.
 */
export default function DepositsPage() {
  const { t } = useTranslation();
  const [part, setPart] = useState<'cad' | 'crypto'>('cad');
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeading intro={t('funding.deposit.intro')} />
      <ChoiceGroup
        legend={t('cryptoDeposit.tabsLabel')}
        hideLegend
        choices={[
          { value: 'cad', label: t('cryptoDeposit.cad') },
          { value: 'crypto', label: t('cryptoDeposit.crypto') },
        ]}
        value={part}
        onChange={setPart}
      />
      {part === 'crypto' ? <CryptoDeposits /> : <CadDeposits />}
    </div>
  );
}

/** The crypto part: the address, the sandbox control, and the deposits arriving. */
function CryptoDeposits() {
  const status = useFundingStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <CryptoDeposit sandbox={status.data?.sandbox_controls === true} />
      <CryptoTransfers side="deposit" />
    </>
  );
}

/** The CAD part: EFT, e-Transfer instructions and the sandbox control. */
function CadDeposits() {
  const { t } = useTranslation();
  const status = useFundingStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <EftDeposit />
        {status.isError ? (
          <LoadProblem
            title={t('funding.etransfer.loadFailed')}
            error={apiErrorOf(status.error)}
            onRetry={() => void status.refetch()}
          />
        ) : status.data ? (
          <EtransferInstructions deposit={status.data.etransfer_deposit} />
        ) : (
          <PageLoader />
        )}
      </div>
      {status.data?.sandbox_controls === true && (
        <SandboxEtransfer referenceCode={status.data.etransfer_deposit.reference_code} />
      )}
      <OpenTransfers side="deposit" />
    </>
  );
}
