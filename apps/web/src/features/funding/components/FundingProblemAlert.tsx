import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses } from '../../../components/form/form-styles';
import type { FundingProblem } from '../../../lib/funding/funding-problem';
import { identityVerificationPath } from '../../../lib/funding/funding-problem';

/** A refused deposit or withdrawal: what went wrong and, when it helps, where to go next. */
export function FundingProblemAlert({ problem }: { problem: FundingProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <FormAlert tone="error">
      <p>{problem.message}</p>
      {problem.recovery === 'verify' && (
        <p>
          <Link to={identityVerificationPath} className={linkClasses}>
            {t('funding.errors.verifyIdentity')}
          </Link>
        </p>
      )}
    </FormAlert>
  );
}
