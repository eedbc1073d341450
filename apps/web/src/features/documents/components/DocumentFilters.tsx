import { documentKinds } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';
import type { DocumentFilter } from '../api/documents-api';
import { withChoice } from '../document-filters';

/** The kind and the Toronto year of the documents listed; each applies at once. */
export function DocumentFilters({
  filter,
  years,
  onChange,
}: {
  filter: DocumentFilter;
  years: readonly number[];
  onChange: (filter: DocumentFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('documents.filters')}</legend>
      <SelectField
        label={t('documents.kindFilter')}
        value={filter.kind ?? ''}
        onValueChange={(kind) => onChange(withChoice(filter, { kind }))}
        options={documentKinds.map((kind) => ({
          value: kind,
          label: t(`documents.kindsPlural.${kind}`),
        }))}
        placeholder={t('documents.allKinds')}
      />
      <SelectField
        label={t('documents.yearFilter')}
        value={filter.year === undefined ? '' : String(filter.year)}
        onValueChange={(year) => onChange(withChoice(filter, { year }))}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
        placeholder={t('documents.allYears')}
      />
    </fieldset>
  );
}
