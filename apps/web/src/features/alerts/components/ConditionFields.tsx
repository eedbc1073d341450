import { type PriceAlertWindow, priceAlertWindows } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import { formatAlertWindow } from '../../../lib/market/alert-window';
import { formatLivePrice } from '../../../lib/market/live-price-format';
import type { LivePriceMap } from '../../../lib/market/use-live-prices';
import type { AlertForm } from '../hooks/use-alert-form';

/** The level of an above or below alert, with the asset's live price beside it to aim from. */
function LevelField({ form, prices }: { form: AlertForm; prices: LivePriceMap }) {
  const { t, i18n } = useTranslation();
  const { asset } = form.values;
  const live = prices[asset];
  return (
    <TextField
      label={t('alerts.form.level')}
      inputMode="decimal"
      autoComplete="off"
      hint={
        live
          ? t('alerts.form.now', { asset, price: formatLivePrice(live.price, i18n.language) })
          : t('alerts.form.nowLoading')
      }
      {...form.field('level')}
    />
  );
}

/** A move's size in percent and the window it happens within. */
function MoveFields({ form }: { form: AlertForm }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('alerts.form.movePercent')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('alerts.form.movePercentHint')}
        {...form.field('move_percent')}
      />
      <ChoiceGroup<PriceAlertWindow>
        legend={t('alerts.form.window')}
        choices={priceAlertWindows.map((window) => ({
          value: window,
          label: formatAlertWindow(window, i18n.language),
        }))}
        value={form.values.window}
        onChange={form.change('window')}
      />
    </div>
  );
}

/**
 * What the chosen condition needs besides the asset: a level, a move, or nothing (the digest).
 * `prices` are the live ones, to set a level from.
 */
export function ConditionFields({ form, prices }: { form: AlertForm; prices: LivePriceMap }) {
  const { t } = useTranslation();
  switch (form.values.condition) {
    case 'digest':
      return (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('alerts.form.digestNote', { asset: form.values.asset })}
        </p>
      );
    case 'move':
      return <MoveFields form={form} />;
    default:
      return <LevelField form={form} prices={prices} />;
  }
}
