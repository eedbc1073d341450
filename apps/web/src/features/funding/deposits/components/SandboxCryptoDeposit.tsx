import type { CryptoAssetCode } from '@maple/money';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { FormAlert } from '../../../../components/form/FormAlert';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { TextField } from '../../../../components/form/TextField';
import { useForm } from '../../../../components/form/use-form';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { assetAmountProblem, parseAssetAmount } from '../../../../lib/funding/crypto-amount';
import { useSimulateCryptoDepositMutation } from '../../../../lib/funding/crypto-transfer-api';

/**
 * Sandbox only: a transaction paying the customer's deposit address on the sandbox chain, which
 * then gathers confirmations block by block (the server offers the route, and says so, only
 * outside production).
 */
export function SandboxCryptoDeposit({ asset }: { asset: CryptoAssetCode }) {
  const { t, i18n } = useTranslation();
  const form = useForm({ amount: '' }, ['amount']);
  const [simulate, simulated] = useSimulateCryptoDepositMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFailure(null);
    const amount = parseAssetAmount(form.values.amount, asset, i18n.language);
    if (!amount.ok) {
      form.showErrors({ amount: assetAmountProblem(amount.problem, asset, t) });
      return;
    }
    const result = await simulate({ asset, amount: amount.units.toString() });
    if (result.error) form.showRefusal(apiErrorOf(result.error));
  };

  return (
    <section
      aria-labelledby="sandbox-crypto-title"
      className="space-y-3 rounded-lg border-2 border-dashed border-amber-500 p-4 dark:border-amber-400"
    >
      <h2 id="sandbox-crypto-title" className="text-lg font-semibold">
        {t('cryptoDeposit.sandbox.title')}
      </h2>
      <p className="text-sm">{t('cryptoDeposit.sandbox.intro')}</p>
      <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-3">
        <FailureAlert failure={form.failure} />
        {simulated.data && !simulated.isLoading && (
          <FormAlert tone="success">{t('cryptoDeposit.sandbox.sent')}</FormAlert>
        )}
        <TextField
          name="amount"
          label={t('cryptoDeposit.sandbox.amount', { asset })}
          inputMode="decimal"
          autoComplete="off"
          {...form.field('amount')}
        />
        <SubmitButton busy={simulated.isLoading} busyLabel={t('funding.sandbox.sending')}>
          {t('cryptoDeposit.sandbox.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
