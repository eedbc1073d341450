import { provinces } from '@maple/contracts';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';

/** The provinces and territories by name, in the reader's language and alphabetical order. */
export function ProvinceSelect(
  props: Omit<ComponentProps<typeof SelectField>, 'options' | 'placeholder'>,
) {
  const { t, i18n } = useTranslation();
  const options = provinces
    .map((code) => ({ value: code, label: t(`kyc.provinces.${code}`) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return <SelectField {...props} options={options} placeholder={t('kyc.fields.choose')} />;
}
