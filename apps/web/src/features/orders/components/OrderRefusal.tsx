import { Link } from 'react-router';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses } from '../../../components/form/form-styles';
import type { ApiError } from '../../../lib/api/api-error';
import { identityVerificationPath } from '../../../lib/funding/funding-problem';

/**
 * A refusal of a new order that no field holds: the two a customer can act on in their words
 * (identity to verify, with the way there; the most orders already: `atMax`), others as sent.
 */
export function OrderRefusal({
  failure,
  words,
}: {
  failure: ApiError | null;
  words: { unverified: string; verify: string; atMax: string };
}) {
  if (failure?.code === 'unverified_customer') {
    return (
      <FormAlert tone="error">
        {words.unverified}{' '}
        <Link to={identityVerificationPath} className={linkClasses}>
          {words.verify}
        </Link>
      </FormAlert>
    );
  }
  if (failure?.status === 409) return <FormAlert tone="error">{words.atMax}</FormAlert>;
  return <FailureAlert failure={failure} />;
}
