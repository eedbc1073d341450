import { LIMIT_ORDER_MAX_DAYS, MAX_OPEN_LIMIT_ORDERS } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/form/ChoiceSelect';
import { FormAlert } from '../../../components/form/FormAlert';
import { panelClasses } from '../../../components/form/form-styles';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import { formatLivePrice } from '../../../lib/market/live-price-format';
import { useLivePrices } from '../../../lib/market/use-live-prices';
import { type LimitOrderForm as Form, useLimitOrderForm } from '../hooks/use-limit-order-form';
import { describeLimitOrder, type LimitOrderSide, limitExpiryBounds } from '../limit-order-form';
import { OrderRefusal } from './OrderRefusal';

/** Buy or sell, and which asset. */
function WhatFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceGroup<LimitOrderSide>
        legend={t('limitOrders.form.side')}
        choices={[
          { value: 'buy', label: t('trading.side.buy') },
          { value: 'sell', label: t('trading.side.sell') },
        ]}
        value={form.values.side}
        onChange={form.change('side')}
      />
      <ChoiceSelect<CryptoAssetCode>
        label={t('limitOrders.form.asset')}
        value={form.values.asset}
        choices={cryptoAssetCodes.map((code) => ({
          value: code,
          label: `${t(`trading.assetNames.${code}`)} (${code})`,
        }))}
        onChange={form.change('asset')}
      />
    </div>
  );
}

/** How much (CAD for a buy, the asset for a sale) and at what price, the live one beside it. */
function FigureFields({ form }: { form: Form }) {
  const { t, i18n } = useTranslation();
  // Opened with the form, not with the price field, so the stream stays while the side changes.
  const { prices } = useLivePrices();
  const { side, asset } = form.values;
  const live = prices[asset];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={
          side === 'buy'
            ? t('limitOrders.form.amountBuy')
            : t('limitOrders.form.amountSell', { asset })
        }
        hint={side === 'buy' ? t('limitOrders.form.amountBuyHint') : undefined}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
      />
      <TextField
        label={t(side === 'buy' ? 'limitOrders.form.limitBuy' : 'limitOrders.form.limitSell')}
        hint={
          live
            ? t('limitOrders.form.now', {
                asset,
                price: formatLivePrice(live.price, i18n.language),
              })
            : t('limitOrders.form.nowLoading')
        }
        inputMode="decimal"
        autoComplete="off"
        {...form.field('limit_price')}
      />
    </div>
  );
}

/** The day the order stops waiting, if the customer wants one sooner than the longest wait. */
function ExpiryField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { min, max } = limitExpiryBounds(new Date());
  return (
    <TextField
      type="date"
      label={t('limitOrders.form.expiry')}
      hint={t('limitOrders.form.expiryHint', { days: LIMIT_ORDER_MAX_DAYS })}
      min={min}
      max={max}
      {...form.field('expires_at')}
    />
  );
}

/**
 * A new limit order: buy or sell, the asset, how much, the price to wait for, and until when.
 * `waiting` is how many orders wait already: at the most allowed, the form says so.
 */
export function LimitOrderForm({ waiting }: { waiting: number | undefined }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { form, submit, busy, created } = useLimitOrderForm();
  return (
    <div className={panelClasses}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('limitOrders.form.title')}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="mt-4 space-y-5"
      >
        <OrderRefusal
          failure={form.failure}
          words={{
            unverified: t('limitOrders.form.unverified'),
            verify: t('limitOrders.form.verify'),
            atMax: t('limitOrders.form.atMax', { max: MAX_OPEN_LIMIT_ORDERS }),
          }}
        />
        {created && (
          <FormAlert tone="success">
            {t('limitOrders.form.created', {
              order: describeLimitOrder(created, t, i18n.language),
            })}
          </FormAlert>
        )}
        <WhatFields form={form} />
        <FigureFields form={form} />
        <ExpiryField form={form} />
        {(waiting ?? 0) >= MAX_OPEN_LIMIT_ORDERS && (
          <FormAlert tone="info">
            {t('limitOrders.form.atMax', { max: MAX_OPEN_LIMIT_ORDERS })}
          </FormAlert>
        )}
        <SubmitButton busy={busy} busyLabel={t('limitOrders.form.submitting')}>
          {t('limitOrders.form.submit')}
        </SubmitButton>
      </form>
      <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{t('limitOrders.form.held')}</p>
    </div>
  );
}
