import { useTranslation } from 'react-i18next';
import { useForm } from '../../../../components/form/use-form';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { cooldownLeft } from '../../../../lib/wallets/cooldown';
import { useWalletsWithCooldowns } from '../../../../lib/wallets/use-wallets-with-cooldowns';
import { FundingProblemAlert } from '../../components/FundingProblemAlert';
import { CryptoWithdrawalForm } from './CryptoWithdrawalForm';
import { CryptoWithdrawalResult } from './CryptoWithdrawalResult';
import { CryptoWithdrawalReview } from './CryptoWithdrawalReview';
import {
  type CryptoWithdrawalInput,
  checkCryptoWithdrawal,
  cryptoWithdrawalFields,
  walletAsset,
} from './crypto-withdrawal-input';
import { useCooldownClock } from './use-cooldown-clock';
import { useCryptoBalances } from './use-crypto-balances';
import { useCryptoWithdrawal } from './use-crypto-withdrawal';
import { useWithdrawableAmount } from './use-withdrawable-amount';

const initial: CryptoWithdrawalInput = { wallet: '', unit: 'asset', amount: '' };

/**
 * The crypto part of /withdrawals (docs/product/screens.md and
 * docs/product/bank-accounts-and-wallets.md): a usable wallet and an amount, the quote with the
 * network fee and total, the travel rule when the quote asks for it, the code bound to this
 * withdrawal and wallet, then the withdrawal followed to its transaction hash.
 */
export function CryptoWithdrawal() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const form = useForm(initial, cryptoWithdrawalFields);
  const flow = useCryptoWithdrawal();
  const wallets = useWalletsWithCooldowns();
  const { available, sellPrice } = useCryptoBalances();
  const usable = (wallets.data ?? []).filter((wallet) => walletAsset(wallet) !== null);
  const now = useCooldownClock(usable);
  const chosen = usable.find((wallet) => wallet.guid === form.values.wallet);
  const asset = chosen ? walletAsset(chosen) : null;
  const amount = useWithdrawableAmount(form, asset, asset === null ? null : available(asset));

  const quote = () => {
    // Only wallets past their cooldown now: one whose cooldown moved or is not known is refused
    // even while its radio is still checked.
    const ready = usable.filter((wallet) => cooldownLeft(wallet.usable_at, new Date()) === null);
    const checked = checkCryptoWithdrawal(
      form.values,
      { wallets: ready, available, sellPrice },
      t,
      language,
    );
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    void flow.requestQuote(checked.wallet, checked.asset, checked.units, amount.whole);
  };

  const again = () => {
    flow.reset();
    form.reset('amount');
  };

  const { phase } = flow;
  if (wallets.error) {
    return (
      <LoadProblem
        title={t('wallets.loadFailed')}
        error={wallets.error}
        onRetry={wallets.refetch}
      />
    );
  }
  if (!wallets.data) return <PageLoader />;
  if (phase.kind === 'done')
    return <CryptoWithdrawalResult created={phase.transfer} onAgain={again} />;
  if (phase.kind === 'quoted' || phase.kind === 'submitting') {
    return (
      <CryptoWithdrawalReview
        phase={phase}
        problem={flow.problem}
        onSubmit={(confirmation) => void flow.submit(confirmation)}
        onBack={flow.reset}
      />
    );
  }
  return (
    <CryptoWithdrawalForm
      form={form}
      wallets={usable}
      now={now}
      asset={asset}
      available={amount.available}
      busy={phase.kind === 'quoting'}
      problem={<FundingProblemAlert problem={flow.problem} />}
      onSubmit={quote}
      max={amount.max}
      whole={amount.whole}
    />
  );
}
