import type { CryptoAssetCode } from '@maple/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useForm } from '../../../../components/form/use-form';
import { formatForInput, formatUnits } from '../../../../lib/format/money';
import type { CryptoWithdrawalField, CryptoWithdrawalInput } from './crypto-withdrawal-input';

type Form = ReturnType<typeof useForm<CryptoWithdrawalInput, CryptoWithdrawalField>>;

/**
 * What the amount field says of the chosen wallet's asset: the balance available (`left`), Max,
 * which writes all of it, and whether the amount is still what Max wrote (`whole`: the whole
 * balance is withdrawn, the network fee out of it).
 */
export function useWithdrawableAmount(
  form: Form,
  asset: CryptoAssetCode | null,
  left: bigint | null,
) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [maxText, setMaxText] = useState<string | null>(null);

  const fillMax = (code: CryptoAssetCode, units: bigint) => {
    const text = formatForInput(units, code, language);
    form.change('unit')('asset');
    form.change('amount')(text);
    setMaxText(text);
  };

  return {
    available:
      asset === null || left === null
        ? null
        : t('cryptoWithdrawal.available', { amount: formatUnits(left, asset, language) }),
    max:
      asset !== null && left !== null && left > 0n
        ? { amount: formatUnits(left, asset, language), use: () => fillMax(asset, left) }
        : undefined,
    whole: form.values.unit === 'asset' && form.values.amount === maxText,
  };
}
