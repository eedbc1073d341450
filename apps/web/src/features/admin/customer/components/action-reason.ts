import { customerActionRequestSchema } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import type { ReasonInput } from '../../kit/ReasonDialog';

/** The reason recorded with a staff action on a customer, or with revealing their details. */
export function useActionReason(): ReasonInput {
  const { t } = useTranslation();
  return {
    label: t('adminCustomer.actions.reason'),
    hint: t('adminCustomer.actions.reasonHint'),
    schema: customerActionRequestSchema,
  };
}
