import type { TravelRuleAnswer } from '@maple/contracts';
import { type CryptoAssetCode, tradingSymbol } from '@maple/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClasses } from '../../../../components/form/form-styles';
import { useForm } from '../../../../components/form/use-form';
import { CodeStep } from '../../../../components/funding/CodeStep';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatForInput, formatUnits } from '../../../../lib/format/money';
import { useAccountsQuery, usePricesQuery } from '../../../../lib/platform/platform-api';
import { readStoredCustomerSession } from '../../../../lib/session';
import { useExternalWalletsQuery } from '../../../../lib/wallets/wallets-api';
import { FundingProblemAlert } from '../../components/FundingProblemAlert';
import { QuoteReview } from '../../components/QuoteReview';
import { TravelRuleForm } from '../../components/TravelRuleForm';
import { CryptoQuoteSummary } from './CryptoQuoteSummary';
import { CryptoWithdrawalForm } from './CryptoWithdrawalForm';
import { CryptoWithdrawalResult } from './CryptoWithdrawalResult';
import {
  type CryptoWithdrawalInput,
  checkCryptoWithdrawal,
  cryptoWithdrawalFields,
  walletAsset,
} from './crypto-withdrawal-input';
import { useCooldownClock } from './use-cooldown-clock';
import { type Confirmation, useCryptoWithdrawal } from './use-crypto-withdrawal';

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
  const wallets = useExternalWalletsQuery(undefined, { refetchOnMountOrArgChange: true });
  const accounts = useAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const prices = usePricesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [travelRule, setTravelRule] = useState<TravelRuleAnswer | null>(null);
  /** What Max wrote in the amount: while it is still there, the whole balance is withdrawn. */
  const [maxText, setMaxText] = useState<string | null>(null);
  /** A verified code's confirmation, kept for retries of the same quote (the code is spent). */
  const [confirmation, setConfirmation] = useState<(Confirmation & { quoteGuid: string }) | null>(
    null,
  );
  const usable = (wallets.data ?? []).filter((wallet) => walletAsset(wallet) !== null);
  const now = useCooldownClock(usable);
  const chosen = usable.find((wallet) => wallet.guid === form.values.wallet);
  const asset = chosen ? walletAsset(chosen) : null;

  const available = (code: CryptoAssetCode): bigint | null =>
    accounts.data
      ? accounts.data
          .filter((account) => account.asset === code && account.type === 'trading')
          .reduce((sum, account) => sum + BigInt(account.platform_available), 0n)
      : null;
  const sellPrice = (code: CryptoAssetCode): bigint | null => {
    const price = prices.data?.find((each) => each.symbol === tradingSymbol(code));
    return price ? BigInt(price.sell_price) : null;
  };
  const left = asset === null ? null : available(asset);
  const availableText =
    asset === null || left === null
      ? null
      : t('cryptoWithdrawal.available', { amount: formatUnits(left, asset, language) });

  const quote = () => {
    const checked = checkCryptoWithdrawal(
      form.values,
      { wallets: usable, available, sellPrice },
      t,
      language,
    );
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setTravelRule(null);
    setConfirmation(null);
    const whole = form.values.unit === 'asset' && form.values.amount === maxText;
    void flow.requestQuote(checked.wallet, checked.asset, checked.units, whole);
  };

  const fillMax = (code: CryptoAssetCode, units: bigint) => {
    const text = formatForInput(units, code, language);
    form.change('unit')('asset');
    form.change('amount')(text);
    setMaxText(text);
  };

  const again = () => {
    flow.reset();
    form.reset('amount');
    setConfirmation(null);
    setTravelRule(null);
  };

  const { phase } = flow;
  if (wallets.isError) {
    return (
      <LoadProblem
        title={t('wallets.loadFailed')}
        error={apiErrorOf(wallets.error)}
        onRetry={() => void wallets.refetch()}
      />
    );
  }
  if (!wallets.data) return <PageLoader />;
  if (phase.kind === 'done')
    return <CryptoWithdrawalResult created={phase.transfer} onAgain={again} />;
  if (phase.kind === 'quoted' || phase.kind === 'submitting') {
    const busy = phase.kind === 'submitting';
    const needsRule = phase.quote.travel_rule_required && travelRule === null;
    const kept = confirmation?.quoteGuid === phase.quote.guid ? confirmation : null;
    const send = (token: string) => {
      const answer = { token, travelRule: travelRule ?? undefined };
      setConfirmation({ ...answer, quoteGuid: phase.quote.guid });
      void flow.submit(answer);
    };
    return (
      <div className="space-y-4">
        <FundingProblemAlert problem={flow.problem} />
        <QuoteReview
          summary={<CryptoQuoteSummary quote={phase.quote} wallet={phase.wallet} />}
          title={t('cryptoWithdrawal.reviewTitle', { asset: phase.quote.asset })}
          busy={busy}
          onBack={flow.reset}
        >
          {needsRule ? (
            <TravelRuleForm
              direction="to"
              takeFocus={false}
              busy={false}
              submitLabel={t('travelRule.continue')}
              onAnswer={setTravelRule}
            />
          ) : kept ? (
            <button
              type="button"
              aria-disabled={busy}
              onClick={() => send(kept.token)}
              className={primaryButtonClasses}
            >
              {t(busy ? 'funding.withdrawal.confirming' : 'funding.withdrawal.retry')}
            </button>
          ) : (
            <CodeStep
              subject={{
                withdrawal_reference: phase.quote.guid,
                external_wallet_guid: phase.wallet.guid,
              }}
              email={readStoredCustomerSession().email ?? ''}
              busy={busy}
              confirmLabel={t('funding.withdrawal.confirm')}
              busyLabel={t('funding.withdrawal.confirming')}
              onConfirmed={send}
            />
          )}
        </QuoteReview>
      </div>
    );
  }
  return (
    <CryptoWithdrawalForm
      form={form}
      wallets={usable}
      now={now}
      asset={asset}
      available={availableText}
      busy={phase.kind === 'quoting'}
      problem={<FundingProblemAlert problem={flow.problem} />}
      onSubmit={quote}
      max={
        asset !== null && left !== null && left > 0n
          ? { amount: formatUnits(left, asset, language), use: () => fillMax(asset, left) }
          : undefined
      }
      whole={form.values.unit === 'asset' && form.values.amount === maxText}
    />
  );
}
