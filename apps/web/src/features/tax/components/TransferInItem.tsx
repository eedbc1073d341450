import type { TransferIn } from '@maple/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { formatCalendarDate } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { useFocusAfter } from '../../../lib/forms/use-focus-after';
import { torontoDay, useWithdrawTransferCostMutation } from '../../../lib/tax/tax-api';
import { formatQuantity } from '../tax-format';
import { StatedCostForm } from './StatedCostForm';

/** One fact of a transfer in: its term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-700 dark:text-gray-300">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** When the transfer in arrived, how much, its market value then, and the cost it joins at. */
function TransferInFacts({
  transfer,
  quantity,
  date,
}: {
  transfer: TransferIn;
  quantity: string;
  date: string;
}) {
  const { t, i18n } = useTranslation();
  const { market_value_cents: market, stated_cost_cents: stated } = transfer;
  const cad = (cents: string) => formatUnits(cents, 'CAD', i18n.language);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
      <Fact term={t('tax.transfersIn.arrived')}>{date}</Fact>
      <Fact term={t('tax.transfersIn.quantity')}>{quantity}</Fact>
      <Fact term={t('tax.transfersIn.marketValue')}>
        {market === null ? t('tax.transfersIn.noPrice') : cad(market)}
      </Fact>
      <Fact term={t('tax.transfersIn.cost')}>
        {stated === null ? t('tax.transfersIn.estimatedCost') : cad(stated)}
      </Fact>
    </dl>
  );
}

/**
 * One transfer in: when it arrived (its Toronto day, as the tax rules count), what and how much,
 * its market value then, and its cost: the one the customer stated, with Change and "Use market
 * value", or the market value standing in, with "State your cost". The form opens in place and,
 * once closed, gives focus back to the button that opened it, which stays the same element
 * whichever its words.
 */
export function TransferInItem({ transfer }: { transfer: TransferIn }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [withdraw, withdrawing] = useWithdrawTransferCostMutation();
  const costButton = useFocusAfter<HTMLButtonElement>();
  const quantity = formatQuantity(transfer.quantity_decimal, transfer.asset, i18n.language);
  const date = formatCalendarDate(torontoDay(transfer.arrived_at), i18n.language);
  const stated = transfer.stated_cost_cents;
  const action = stated === null ? 'state' : 'change';

  const backToMarketValue = async () => {
    // Announced as unavailable rather than disabled while it runs, so it keeps its focus.
    if (withdrawing.isLoading) return;
    setFailure(null);
    const result = await withdraw(transfer.guid);
    if (!result.data) {
      setFailure(apiErrorOf(result.error));
      return;
    }
    dispatch(showSuccess(t('tax.transfersIn.marketValueUsed', { quantity })));
    costButton.focusNext();
  };
  const closeForm = () => {
    setEditing(false);
    costButton.focusNext();
  };

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <TransferInFacts transfer={transfer} quantity={quantity} date={date} />
      {failure && (
        <FormAlert tone="error">
          <p className="font-semibold">{t('tax.transfersIn.marketValueFailed')}</p>
          <p>{describeApiError(failure, t)}</p>
        </FormAlert>
      )}
      {editing ? (
        <StatedCostForm transfer={transfer} onDone={closeForm} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            ref={costButton.ref}
            type="button"
            onClick={() => setEditing(true)}
            aria-label={t(`tax.transfersIn.${action}Label`, { quantity, date })}
            className={secondaryButtonClasses}
          >
            {t(`tax.transfersIn.${action}`)}
          </button>
          {stated !== null && (
            <button
              type="button"
              onClick={() => void backToMarketValue()}
              aria-disabled={withdrawing.isLoading}
              aria-label={t('tax.transfersIn.useMarketValueLabel', { quantity, date })}
              className={secondaryButtonClasses}
            >
              {withdrawing.isLoading
                ? t('tax.transfersIn.usingMarketValue')
                : t('tax.transfersIn.useMarketValue')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
