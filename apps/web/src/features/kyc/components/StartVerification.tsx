import type { IdentityVerificationMethod } from '@maple/contracts';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { primaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useStartVerificationMutation } from '../api/kyc-api';

/**
 * Creates a verification on the platform (Cybrid's POST /api/identity_verifications). Its
 * answer invalidates the customer's standing, whose new read opens the flow.
 */
export function StartVerification({
  method,
  label,
  busyLabel,
}: {
  method: IdentityVerificationMethod;
  label: string;
  busyLabel: string;
}) {
  const [start, starting] = useStartVerificationMutation();
  return (
    <div className="space-y-3">
      <FailureAlert failure={starting.error ? apiErrorOf(starting.error) : null} />
      <button
        type="button"
        onClick={() => void start(method)}
        disabled={starting.isLoading}
        aria-busy={starting.isLoading}
        className={primaryButtonClasses}
      >
        {starting.isLoading && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
        {starting.isLoading ? busyLabel : label}
      </button>
    </div>
  );
}
