import type { ReactNode } from 'react';
import { SpinnerIcon } from '../../../components/icons';

/**
 * A button whose action calls the browser or the server: while it runs it is disabled, spins and
 * says what is happening, so a second press cannot start it twice (as SubmitButton does for a
 * form).
 */
export function BusyButton({
  busy,
  busyLabel,
  label,
  onClick,
  className,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  /** A fuller name than the visible text, when several buttons say the same ("Remove"). */
  label?: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      aria-label={busy ? undefined : label}
      onClick={onClick}
      className={className}
    >
      {busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
      {busy ? busyLabel : children}
    </button>
  );
}
