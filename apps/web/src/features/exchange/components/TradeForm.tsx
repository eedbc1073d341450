import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, labelClasses, panelClasses } from '../../../components/form/form-styles';
import { MaxButton } from '../../../components/form/MaxButton';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import type { TradeSide } from '../../../lib/platform/answers';
import type { AmountUnit, TradeInput } from '../quote-request';

/** What to buy or sell and how much: the side, the asset, the amount and what it counts. */
export function TradeForm({
  input,
  onChange,
  onSubmit,
  busy,
  amountError,
  available,
  max,
}: {
  input: TradeInput;
  onChange: (input: TradeInput) => void;
  onSubmit: () => void;
  busy: boolean;
  amountError: string | undefined;
  /** The balance available for the side being spent, formatted, or a loading line. */
  available: string;
  /** Sets the amount to all that is available (formatted); absent while nothing is. */
  max: { amount: string; use: () => void } | undefined;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<TradeInput>) => onChange({ ...input, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const unitCode = input.unit === 'CAD' ? 'CAD' : input.asset;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('exchange.formTitle')}
      className={`space-y-5 ${panelClasses}`}
    >
      <ChoiceGroup<TradeSide>
        legend={t('exchange.sideLegend')}
        choices={[
          { value: 'buy', label: t('trading.side.buy') },
          { value: 'sell', label: t('trading.side.sell') },
        ]}
        value={input.side}
        onChange={(side) => set({ side })}
      />
      <div>
        <label htmlFor="exchange-asset" className={labelClasses}>
          {t('trading.asset')}
        </label>
        <select
          id="exchange-asset"
          value={input.asset}
          onChange={(event) => set({ asset: event.target.value as CryptoAssetCode })}
          className={`mt-1 ${inputClasses}`}
        >
          {cryptoAssetCodes.map((code) => (
            <option key={code} value={code}>
              {`${t(`trading.assetNames.${code}`)} (${code})`}
            </option>
          ))}
        </select>
      </div>
      <ChoiceGroup<AmountUnit>
        legend={t('exchange.amountIn')}
        choices={[
          { value: 'CAD', label: 'CAD' },
          { value: 'asset', label: input.asset },
        ]}
        value={input.unit}
        onChange={(unit) => set({ unit })}
      />
      <div className="space-y-2">
        <TextField
          label={t('exchange.amount', { unit: unitCode })}
          value={input.amount}
          onValueChange={(amount) => set({ amount })}
          inputMode="decimal"
          autoComplete="off"
          hint={`${t('exchange.amountHint')} ${available}`}
          error={amountError}
        />
        {max && <MaxButton amount={max.amount} onUse={max.use} />}
      </div>
      <SubmitButton busy={busy} busyLabel={t('exchange.gettingQuote')} className="w-full">
        {t('exchange.getQuote')}
      </SubmitButton>
    </form>
  );
}
