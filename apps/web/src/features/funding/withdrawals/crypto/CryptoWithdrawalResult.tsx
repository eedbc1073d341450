import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/form/FormAlert';
import { linkClasses, primaryButtonClasses } from '../../../../components/form/form-styles';
import { TxnHash } from '../../../../components/funding/TxnHash';
import { formatUnits } from '../../../../lib/format/money';
import { isOpenTransfer, type Transfer } from '../../../../lib/platform/funding-answers';
import { useTransferQuery } from '../../../../lib/platform/transfers-api';
import { CryptoTransferState } from '../../components/CryptoTransferState';

/** While the withdrawal moves, its state is read again (the sandbox chain makes a block every few seconds). */
const followMs = 3_000;

/**
 * A crypto withdrawal just made, followed to its end: awaiting approval, its confirmations, then
 * done with the transaction hash, or failed and why. The state is a polite live region.
 */
export function CryptoWithdrawalResult({
  created,
  onAgain,
}: {
  created: Transfer;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [moving, setMoving] = useState(isOpenTransfer(created));
  const followed = useTransferQuery(created.guid, { pollingInterval: moving ? followMs : 0 });
  const transfer = followed.data ?? created;
  const open = isOpenTransfer(transfer);
  useEffect(() => setMoving(open), [open]);
  const failed = transfer.state === 'failed';
  const amount = formatUnits(
    transfer.amount ?? transfer.estimated_amount,
    transfer.asset,
    i18n.language,
  );
  return (
    <FormAlert tone={failed ? 'error' : 'success'} takeFocus>
      <p className="font-semibold">
        {t(failed ? 'cryptoWithdrawal.result.failed' : 'cryptoWithdrawal.result.started', {
          amount,
        })}
      </p>
      <p role="status">
        <CryptoTransferState transfer={transfer} />
      </p>
      {transfer.txn_hash !== null && (
        <p className="flex flex-wrap items-center gap-2">
          {t('cryptoTransfer.hash')} <TxnHash hash={transfer.txn_hash} />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" onClick={onAgain} className={primaryButtonClasses}>
          {t('cryptoWithdrawal.result.again')}
        </button>
        <Link to="/orders?tab=transfers" className={linkClasses}>
          {t('funding.result.seeTransfers')}
        </Link>
      </div>
    </FormAlert>
  );
}
