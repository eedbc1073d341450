import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorSummary } from '../../../../components/form/ErrorSummary';
import { linkClasses, panelClasses } from '../../../../components/form/form-styles';
import { MaxButton } from '../../../../components/form/MaxButton';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { TextField } from '../../../../components/form/TextField';
import type { useForm } from '../../../../components/form/use-form';
import { ChoiceGroup } from '../../../../components/trading/ChoiceGroup';
import type { WalletWithCooldown } from '../../../../lib/wallets/use-wallets-with-cooldowns';
import type {
  AmountUnit,
  CryptoWithdrawalField,
  CryptoWithdrawalInput,
} from './crypto-withdrawal-input';
import { WalletField } from './WalletField';

type Form = ReturnType<typeof useForm<CryptoWithdrawalInput, CryptoWithdrawalField>>;

/**
 * Where the coins go and how much: one of the customer's active wallets (those still in their
 * cooldown shown, disabled), and the amount in the wallet's asset or in CAD.
 */
export function CryptoWithdrawalForm({
  form,
  wallets,
  now,
  asset,
  available,
  busy,
  problem,
  onSubmit,
  max,
  whole,
}: {
  form: Form;
  wallets: readonly WalletWithCooldown[];
  now: Date;
  /** The chosen wallet's asset, once one is chosen. */
  asset: string | null;
  available: string | null;
  busy: boolean;
  problem: ReactNode;
  onSubmit: () => void;
  /** Puts the whole available balance in the amount (formatted); absent while there is none. */
  max: { amount: string; use: () => void } | undefined;
  /** The amount is the whole balance (Max): the network fee comes out of it, not on top. */
  whole: boolean;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const unitLabel = form.values.unit === 'cad' ? 'CAD' : (asset ?? t('cryptoWithdrawal.asset'));
  const labels: Record<CryptoWithdrawalField, string> = {
    wallet: t('cryptoWithdrawal.wallet'),
    unit: t('cryptoWithdrawal.unitLegend'),
    amount: t('cryptoWithdrawal.amount', { unit: unitLabel }),
  };
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="crypto-withdrawal-title"
      className={`space-y-4 ${panelClasses}`}
    >
      <h2 id="crypto-withdrawal-title" className="text-lg font-semibold">
        {t('cryptoWithdrawal.formTitle')}
      </h2>
      <ErrorSummary title={t('funding.errors.summary')} errors={form.errors} labels={labels} />
      {problem}
      {wallets.length === 0 ? (
        <p>
          {t('cryptoWithdrawal.noWallets')}{' '}
          <Link to="/external-wallet" className={linkClasses}>
            {t('cryptoWithdrawal.addWallet')}
          </Link>
        </p>
      ) : (
        <>
          <WalletField
            wallets={wallets}
            now={now}
            value={form.values.wallet}
            onValueChange={form.change('wallet')}
            error={form.errors.wallet}
          />
          <ChoiceGroup<AmountUnit>
            legend={labels.unit}
            choices={[
              { value: 'asset', label: asset ?? t('cryptoWithdrawal.asset') },
              { value: 'cad', label: 'CAD' },
            ]}
            value={form.values.unit}
            onChange={form.change('unit')}
          />
          <TextField
            name="amount"
            label={labels.amount}
            inputMode="decimal"
            autoComplete="off"
            hint={[
              t(
                whole
                  ? 'cryptoWithdrawal.wholeHint'
                  : form.values.unit === 'cad'
                    ? 'cryptoWithdrawal.cadHint'
                    : 'cryptoWithdrawal.assetHint',
              ),
              available ?? '',
            ].join(' ')}
            {...form.field('amount')}
          />
          {max && <MaxButton amount={max.amount} onUse={max.use} />}
          <SubmitButton busy={busy} busyLabel={t('funding.quote.getting')}>
            {t('funding.quote.get')}
          </SubmitButton>
        </>
      )}
    </form>
  );
}
