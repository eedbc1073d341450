import { MAX_RECURRING_ORDERS } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/form/ChoiceSelect';
import { FormAlert } from '../../../components/form/FormAlert';
import { panelClasses } from '../../../components/form/form-styles';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import {
  type RecurringOrderForm as Form,
  useRecurringOrderForm,
} from '../hooks/use-recurring-order-form';
import { type RecurringOrderFormValues, startBounds } from '../recurring-order-form';
import { describeRecurringOrder } from '../recurring-order-words';
import { OrderRefusal } from './OrderRefusal';
import { RecurringFigureFields } from './RecurringFigureFields';
import { RecurringFrequencyField } from './RecurringFrequencyField';
import { RecurringFundingFields } from './RecurringFundingFields';
import { RecurringStopFields } from './RecurringStopFields';

/** Buy or sell, and which asset. */
function WhatFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceGroup<RecurringOrderFormValues['side']>
        legend={t('recurringOrders.form.side')}
        choices={[
          { value: 'buy', label: t('trading.side.buy') },
          { value: 'sell', label: t('trading.side.sell') },
        ]}
        value={form.values.side}
        onChange={form.change('side')}
      />
      <ChoiceSelect<CryptoAssetCode>
        label={t('recurringOrders.form.asset')}
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

/** How often, and from which day (Toronto's: today at the earliest, a year ahead at most). */
function WhenFields({ form, today }: { form: Form; today: string }) {
  const { t } = useTranslation();
  const { min, max } = startBounds(today);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RecurringFrequencyField
        value={form.values.frequency}
        onChange={form.change('frequency')}
        error={form.errors.frequency}
      />
      <TextField
        type="date"
        label={t('recurringOrders.form.start')}
        hint={t('recurringOrders.form.startHint')}
        min={min}
        max={max}
        {...form.field('start_date')}
      />
    </div>
  );
}

/**
 * A new recurring order: buy or sell, the asset, how much each time, how often from when, what a
 * buy is paid from, how it stops, and a price limit if wanted. `going` is how many are active or
 * paused already: at the most allowed, the form says so.
 */
export function RecurringOrderForm({ going }: { going: number | undefined }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { form, funding, payFrom, submit, busy, created, today } = useRecurringOrderForm();
  const { side, asset, start_date: start } = form.values;
  return (
    <div className={panelClasses}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('recurringOrders.form.title')}
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
            unverified: t('recurringOrders.form.unverified'),
            verify: t('recurringOrders.form.verify'),
            atMax: t('recurringOrders.form.atMax', { max: MAX_RECURRING_ORDERS }),
          }}
        />
        {created && (
          <FormAlert tone="success">
            {t('recurringOrders.form.created', {
              order: describeRecurringOrder(created, t, i18n.language),
            })}
          </FormAlert>
        )}
        <WhatFields form={form} />
        <RecurringFigureFields
          side={side}
          asset={asset}
          amount={form.field('amount')}
          limit={form.field('limit_price')}
        />
        <WhenFields form={form} today={today} />
        <RecurringFundingFields form={form} funding={funding} onPayFrom={payFrom} />
        <RecurringStopFields
          stop={form.field('stop')}
          endDate={form.field('end_date')}
          maxRuns={form.field('max_runs')}
          firstDay={start < today ? today : start}
        />
        {(going ?? 0) >= MAX_RECURRING_ORDERS && (
          <FormAlert tone="info">
            {t('recurringOrders.form.atMax', { max: MAX_RECURRING_ORDERS })}
          </FormAlert>
        )}
        <SubmitButton busy={busy} busyLabel={t('recurringOrders.form.submitting')}>
          {t('recurringOrders.form.submit')}
        </SubmitButton>
      </form>
      <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
        {t('recurringOrders.form.howItRuns')}
      </p>
    </div>
  );
}
