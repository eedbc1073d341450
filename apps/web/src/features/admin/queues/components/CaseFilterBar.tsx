import { complianceCaseKindSchema } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/SelectField';
import { ChoiceGroup } from '../../../../components/trading/ChoiceGroup';
import type { CaseFilters } from './use-case-filters';

/** Cases in progress or closed (a segmented control), and of which kind; each applies at once. */
export function CaseFilterBar({
  filters,
  onChange,
}: {
  filters: CaseFilters;
  onChange: (next: CaseFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <ChoiceGroup
        legend={t('workQueues.cases.show')}
        choices={[
          { value: 'open', label: t('workQueues.cases.inProgress') },
          { value: 'closed', label: t('workQueues.cases.closed') },
        ]}
        value={filters.state}
        onChange={(state) => onChange({ ...filters, state })}
      />
      <div className="w-full sm:w-72">
        <SelectField
          label={t('workQueues.cases.kindFilter')}
          placeholder={t('workQueues.cases.anyKind')}
          options={complianceCaseKindSchema.options.map((value) => ({
            value,
            label: t(`workQueues.kind.${value}`),
          }))}
          value={filters.kind ?? ''}
          onValueChange={(value) =>
            onChange({ ...filters, kind: complianceCaseKindSchema.safeParse(value).data })
          }
        />
      </div>
    </div>
  );
}
