import type { ReactNode } from 'react';
import { SpinnerIcon } from '../icons';
import { primaryButtonClasses } from './form-styles';

/**
 * A form's submit button. While the call runs it is disabled, spins and says what is happening,
 * so a second press cannot send the form twice.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = '',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className={`${primaryButtonClasses} ${className}`}
    >
      {busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
      {busy ? busyLabel : children}
    </button>
  );
}
