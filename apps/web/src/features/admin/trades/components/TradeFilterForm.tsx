import { tradeSideSchema, tradeStateSchema, tradingSymbolSchema } from '@maple/contracts';
import { parseAmount } from '@maple/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { moneyLocaleOf } from '../../../../lib/format/money';
import { FilterForm } from '../../kit/FilterForm';
import { noTradeFilters, type TradeFilters } from '../api/admin-trades-api';

interface Draft extends Omit<TradeFilters, 'cadMin' | 'cadMax'> {
  /** In dollars, as typed. */
  cadMin: string;
  cadMax: string;
}

/** Cents of a typed dollar amount; '' for none; undefined when it is not an amount. */
function centsOf(text: string, language: string): string | undefined {
  if (text.trim() === '') return '';
  try {
    return parseAmount(text, 'CAD', { locale: moneyLocaleOf(language) }).toString();
  } catch {
    return undefined;
  }
}

type Field = (name: 'symbol' | 'side' | 'state') => {
  value: string;
  onValueChange: (value: string) => void;
};

/** The market, side and state choices, each with "any" first. */
function TradeKindSelects({ field }: { field: Field }) {
  const { t } = useTranslation();
  const optionsOf = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <>
      <SelectField
        label={t('adminTrades.symbol')}
        placeholder={t('adminTrades.any')}
        options={optionsOf(tradingSymbolSchema.options, (value) => value)}
        {...field('symbol')}
      />
      <SelectField
        label={t('adminTrades.side')}
        placeholder={t('adminTrades.any')}
        options={optionsOf(tradeSideSchema.options, (value) => t(`adminTrades.sides.${value}`))}
        {...field('side')}
      />
      <SelectField
        label={t('adminTrades.state')}
        placeholder={t('adminTrades.any')}
        options={optionsOf(tradeStateSchema.options, (value) => t(`adminTrades.states.${value}`))}
        {...field('state')}
      />
    </>
  );
}

/** The trade search: its values apply on submit, so each search is one audited read. */
export function TradeFilterForm({ onApply }: { onApply: (filters: TradeFilters) => void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(noTradeFilters);
  const [amountError, setAmountError] = useState<string | undefined>();
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onValueChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
  });
  const submit = () => {
    const cadMin = centsOf(draft.cadMin, i18n.language);
    const cadMax = centsOf(draft.cadMax, i18n.language);
    if (cadMin === undefined || cadMax === undefined) {
      setAmountError(t('adminTrades.amountInvalid'));
      return;
    }
    setAmountError(undefined);
    onApply({ ...draft, cadMin, cadMax });
  };

  return (
    <FilterForm
      label={t('adminTrades.filters')}
      onSubmit={submit}
      applyLabel={t('adminTrades.apply')}
      clear={{
        label: t('adminTrades.clear'),
        onClear: () => {
          setDraft(noTradeFilters);
          onApply(noTradeFilters);
        },
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('adminTrades.customer')}
          hint={t('adminTrades.customerHint')}
          autoComplete="off"
          {...field('customerGuid')}
        />
        <TradeKindSelects field={field} />
        <TextField label={t('adminTrades.from')} type="date" {...field('from')} />
        <TextField label={t('adminTrades.to')} type="date" {...field('to')} />
        <TextField
          label={t('adminTrades.cadMin')}
          inputMode="decimal"
          autoComplete="off"
          error={amountError}
          {...field('cadMin')}
        />
        <TextField
          label={t('adminTrades.cadMax')}
          inputMode="decimal"
          autoComplete="off"
          {...field('cadMax')}
        />
      </div>
    </FilterForm>
  );
}
