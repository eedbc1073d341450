import { type AuditActorType, auditActorTypeSchema } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { FilterForm } from '../../kit/FilterForm';
import { type AuditFilters, noFilters } from '../api/audit-api';

/** The search form: its values apply on submit, so each search is one audited read. */
export function AuditFilterForm({
  applied,
  onApply,
}: {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const field = (name: keyof AuditFilters) => ({
    value: draft[name],
    onValueChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
  });
  const actorOptions = auditActorTypeSchema.options.map((value: AuditActorType) => ({
    value,
    label: t(`auditLog.actor.${value}`),
  }));

  return (
    <FilterForm
      label={t('auditLog.filters')}
      onSubmit={() => onApply(draft)}
      applyLabel={t('auditLog.apply')}
      clear={{
        label: t('auditLog.clear'),
        onClear: () => {
          setDraft(noFilters);
          onApply(noFilters);
        },
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={t('auditLog.actorType')}
          placeholder={t('auditLog.anyActor')}
          options={actorOptions}
          value={draft.actorType}
          onValueChange={(value) =>
            setDraft((current) => ({
              ...current,
              actorType: auditActorTypeSchema.safeParse(value).data ?? '',
            }))
          }
        />
        <TextField label={t('auditLog.actorId')} autoComplete="off" {...field('actorId')} />
        <TextField
          label={t('auditLog.action')}
          hint={t('auditLog.actionHint')}
          autoComplete="off"
          {...field('action')}
        />
        <TextField label={t('auditLog.requestId')} autoComplete="off" {...field('requestId')} />
        <TextField label={t('auditLog.from')} type="date" {...field('from')} />
        <TextField label={t('auditLog.to')} type="date" {...field('to')} />
      </div>
    </FilterForm>
  );
}
