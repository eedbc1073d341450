import type { CryptoAssetCode } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import type { BoundField } from '../bound-field';

/**
 * How much each run gives (CAD for a buy, the asset for a sale: the label says which), and the
 * price it may run at, if the customer wants a limit.
 */
export function RecurringFigureFields({
  side,
  asset,
  amount,
  limit,
}: {
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
  amount: BoundField;
  limit: BoundField;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={
          side === 'buy'
            ? t('recurringOrders.fields.amountBuy')
            : t('recurringOrders.fields.amountSell', { asset })
        }
        hint={side === 'buy' ? t('recurringOrders.fields.amountBuyHint') : undefined}
        inputMode="decimal"
        autoComplete="off"
        {...amount}
      />
      <TextField
        label={t(
          side === 'buy' ? 'recurringOrders.fields.limitBuy' : 'recurringOrders.fields.limitSell',
        )}
        hint={t('recurringOrders.fields.limitHint')}
        inputMode="decimal"
        autoComplete="off"
        {...limit}
      />
    </div>
  );
}
