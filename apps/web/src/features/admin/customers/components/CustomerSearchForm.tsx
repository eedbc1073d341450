import {
  customerSearchMinLength,
  customerStateSchema,
  customerVerificationStateSchema,
  provinceSchema,
} from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { FilterForm } from '../../kit/FilterForm';
import { type CustomerFilters, noCustomerFilters } from '../api/customer-search-api';

/** What is wrong with the typed search before asking the server, if anything. */
function problemsOf(draft: CustomerFilters) {
  const q = draft.q.trim();
  return {
    q: q !== '' && q.length < customerSearchMinLength ? 'tooShort' : undefined,
    createdTo:
      draft.createdFrom !== '' && draft.createdTo !== '' && draft.createdFrom > draft.createdTo
        ? 'beforeFrom'
        : undefined,
  };
}

type SetFilter = <K extends keyof CustomerFilters>(name: K, value: CustomerFilters[K]) => void;

/** The three drop-downs: customer state, verification state, province. */
function StateFilters({ draft, set }: { draft: CustomerFilters; set: SetFilter }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('adminCustomers.state')}
        placeholder={t('adminCustomers.any')}
        options={customerStateSchema.options.map((value) => ({
          value,
          label: t(`adminCustomers.states.${value}`),
        }))}
        value={draft.state}
        onValueChange={(value) => set('state', customerStateSchema.safeParse(value).data ?? '')}
      />
      <SelectField
        label={t('adminCustomers.verificationState')}
        placeholder={t('adminCustomers.any')}
        options={customerVerificationStateSchema.options.map((value) => ({
          value,
          label: t(`adminCustomers.verificationStates.${value}`),
        }))}
        value={draft.verificationState}
        onValueChange={(value) =>
          set('verificationState', customerVerificationStateSchema.safeParse(value).data ?? '')
        }
      />
      <SelectField
        label={t('adminCustomers.province')}
        placeholder={t('adminCustomers.any')}
        options={provinceSchema.options.map((value) => ({
          value,
          label: t(`adminCustomers.provinces.${value}`),
        }))}
        value={draft.province}
        onValueChange={(value) => set('province', provinceSchema.safeParse(value).data ?? '')}
      />
    </>
  );
}

/** The search box and filters: they apply on submit, so each search is one audited read. */
export function CustomerSearchForm({
  applied,
  onApply,
}: {
  applied: CustomerFilters;
  onApply: (filters: CustomerFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CustomerFilters>(applied);
  const [checked, setChecked] = useState(false);
  const problems = problemsOf(draft);
  const set: SetFilter = (name, value) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = () => {
    setChecked(true);
    if (problems.q === undefined && problems.createdTo === undefined) onApply(draft);
  };

  return (
    <FilterForm
      label={t('adminCustomers.search')}
      onSubmit={submit}
      applyLabel={t('adminCustomers.apply')}
      clear={{
        label: t('adminCustomers.clear'),
        onClear: () => {
          setChecked(false);
          setDraft(noCustomerFilters);
          onApply(noCustomerFilters);
        },
      }}
    >
      <TextField
        label={t('adminCustomers.query')}
        hint={t('adminCustomers.queryHint')}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={draft.q}
        onValueChange={(value) => set('q', value)}
        error={checked && problems.q ? t('adminCustomers.problems.tooShort') : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StateFilters draft={draft} set={set} />
        <TextField
          label={t('adminCustomers.createdFrom')}
          type="date"
          value={draft.createdFrom}
          onValueChange={(value) => set('createdFrom', value)}
        />
        <TextField
          label={t('adminCustomers.createdTo')}
          type="date"
          value={draft.createdTo}
          onValueChange={(value) => set('createdTo', value)}
          error={
            checked && problems.createdTo ? t('adminCustomers.problems.beforeFrom') : undefined
          }
        />
      </div>
    </FilterForm>
  );
}
