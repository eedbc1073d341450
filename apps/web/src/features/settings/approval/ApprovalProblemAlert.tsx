import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { describeApiError } from '../../../lib/errors/api-error-message';
import type { ApprovalProblem } from './use-change-approval';

/** Why a passkey did not confirm the change, in the app's words (the server's for the rest). */
export function ApprovalProblemAlert({ problem }: { problem: ApprovalProblem }) {
  const { t } = useTranslation();
  if (problem === 'cancelled') {
    return <FormAlert tone="info">{t('passkeys.approval.cancelled')}</FormAlert>;
  }
  return (
    <FormAlert tone="error">
      {typeof problem === 'object'
        ? describeApiError(problem.error, t)
        : t(`passkeys.approval.${problem}`)}
    </FormAlert>
  );
}
