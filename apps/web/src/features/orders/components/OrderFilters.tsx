import { useTranslation } from 'react-i18next';
import { inputClasses, labelClasses } from '../../../components/form/form-styles';
import { SelectField } from '../../../components/form/SelectField';
import { choicesOf, type HistoryTab, type OrderSide, type OrdersFilter } from '../order-filters';

/** The filters of a tab: state, side or type, and the first and last day; each applies at once. */
export function OrderFilters({
  tab,
  filter,
  onChange,
}: {
  tab: HistoryTab;
  filter: OrdersFilter;
  onChange: (filter: OrdersFilter) => void;
}) {
  const { t } = useTranslation();
  const { states, sides } = choicesOf(tab);
  const set = (change: Partial<OrdersFilter>) => onChange({ ...filter, ...change });
  const sideLabel = (side: OrderSide) =>
    side === 'buy' || side === 'sell'
      ? t(`trading.side.${side}`)
      : t(`funding.orders.side.${side}`);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('funding.orders.filters')}</legend>
      <SelectField
        label={t('funding.orders.stateFilter')}
        value={filter.state}
        onValueChange={(state) => set({ state })}
        options={states.map((state) => ({ value: state, label: t(`trading.state.${state}`) }))}
        placeholder={t('funding.orders.any')}
      />
      <SelectField
        label={t('funding.orders.sideFilter')}
        value={filter.side}
        onValueChange={(side) => set({ side })}
        options={sides.map((side) => ({ value: side, label: sideLabel(side) }))}
        placeholder={t('funding.orders.any')}
      />
      <div>
        <label htmlFor="orders-from" className={labelClasses}>
          {t('funding.orders.from')}
        </label>
        <input
          id="orders-from"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
          className={`mt-1 ${inputClasses}`}
        />
      </div>
      <div>
        <label htmlFor="orders-to" className={labelClasses}>
          {t('funding.orders.to')}
        </label>
        <input
          id="orders-to"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
          className={`mt-1 ${inputClasses}`}
        />
      </div>
    </fieldset>
  );
}
