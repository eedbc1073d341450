import { MAX_ACTIVE_PRICE_ALERTS, priceAlertConditions } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/form/ChoiceSelect';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { panelClasses } from '../../../components/form/form-styles';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useLivePrices } from '../../../lib/market/use-live-prices';
import { expiryBounds } from '../alert-form';
import { describeAlert } from '../alert-words';
import { type AlertForm as Form, useAlertForm } from '../hooks/use-alert-form';
import { ConditionFields } from './ConditionFields';
import { RepeatFields } from './RepeatFields';

/** Which asset, and what about its price to be told of. */
function WatchFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceSelect<CryptoAssetCode>
        label={t('alerts.form.asset')}
        value={form.values.asset}
        choices={cryptoAssetCodes.map((code) => ({
          value: code,
          label: `${t(`trading.assetNames.${code}`)} (${code})`,
        }))}
        onChange={form.change('asset')}
      />
      <RadioGroupField
        name="condition"
        legend={t('alerts.form.condition')}
        options={priceAlertConditions.map((condition) => ({
          value: condition,
          label: t(`alerts.form.conditions.${condition}`),
        }))}
        value={form.values.condition}
        onValueChange={(value) => {
          const condition = priceAlertConditions.find((known) => known === value);
          if (condition) form.change('condition')(condition);
        }}
        error={form.errors.condition}
      />
    </>
  );
}

/** The day the alert ends by itself, if the customer wants one. */
function ExpiryField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { min, max } = expiryBounds(new Date());
  return (
    <TextField
      type="date"
      label={t('alerts.form.expiry')}
      hint={t('alerts.form.expiryHint')}
      min={min}
      max={max}
      {...form.field('expires_at')}
    />
  );
}

/**
 * A new price alert: the asset, the condition and what it needs, how often, and until when. The
 * morning digest has no level and fires once a day, so it asks for neither the level nor the
 * repeat. `activeCount` is how many alerts are active: at the most allowed, the form says so.
 */
export function AlertForm({
  asset,
  activeCount,
}: {
  asset: CryptoAssetCode;
  activeCount: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { form, submit, busy, created } = useAlertForm(asset);
  // Opened with the form, not with the level field, so changing the condition keeps the stream.
  const { prices } = useLivePrices();
  const full = (activeCount ?? 0) >= MAX_ACTIVE_PRICE_ALERTS;
  return (
    <div className={panelClasses}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('alerts.form.title')}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="mt-4 space-y-5"
      >
        <FailureAlert failure={form.failure} />
        {created && (
          <FormAlert tone="success">
            {t('alerts.form.created', { alert: describeAlert(created, t, i18n.language) })}
          </FormAlert>
        )}
        <WatchFields form={form} />
        <ConditionFields form={form} prices={prices} />
        {form.values.condition !== 'digest' && <RepeatFields form={form} />}
        <ExpiryField form={form} />
        {full && (
          <FormAlert tone="info">
            {t('alerts.form.atMax', { max: MAX_ACTIVE_PRICE_ALERTS })}
          </FormAlert>
        )}
        <SubmitButton busy={busy} busyLabel={t('alerts.form.submitting')}>
          {t('alerts.form.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
