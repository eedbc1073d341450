import { useFieldIds } from '../form/field-ids';
import { errorClasses } from '../form/form-styles';
import { SpinnerIcon, SuccessIcon } from '../icons';
import type { Altcha, AltchaStatus } from './use-altcha';

/** The check's words: its label and what each status says. */
export type AltchaLabels = Readonly<Record<AltchaStatus | 'label', string>>;

/**
 * "I'm not a robot": a native checkbox that starts the self-hosted proof of work (ALTCHA) and
 * says how it is going. No third-party script and no injected styles, so it runs under the
 * strict CSP. Its state is read with the checkbox and announced when it changes.
 */
export function AltchaCheckbox({
  altcha,
  labels,
  error,
}: {
  altcha: Altcha;
  labels: AltchaLabels;
  /** Already in the reader's language. */
  error?: string | undefined;
}) {
  const { status } = altcha;
  // A complaint about the check (missing, refused) is answered once it is being done again.
  const shownError = status === 'idle' || status === 'failed' ? error : undefined;
  const { inputId, hintId, errorId, controlProps } = useFieldIds(true, Boolean(shownError));

  const toggle = (checked: boolean) => {
    if (status === 'verifying') return;
    if (checked) void altcha.verify();
    else altcha.clear();
  };

  return (
    <div>
      <div
        aria-busy={status === 'verifying'}
        className="flex items-center gap-3 rounded-md border border-gray-300 bg-gray-50 px-3 py-3 dark:border-gray-600 dark:bg-gray-900"
      >
        <input
          {...controlProps}
          id={inputId}
          type="checkbox"
          checked={status === 'verified' || status === 'verifying'}
          onChange={(event) => toggle(event.target.checked)}
          className="size-5 shrink-0 accent-red-700"
        />
        <label htmlFor={inputId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {labels.label}
        </label>
        <span
          id={hintId}
          role="status"
          className={`ml-auto flex items-center gap-1.5 text-right text-xs ${
            status === 'failed'
              ? 'font-medium text-red-700 dark:text-red-400'
              : 'text-gray-600 dark:text-gray-400'
          }`}
        >
          {status === 'verifying' && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
          {status === 'verified' && (
            <SuccessIcon className="size-4 text-green-700 dark:text-green-400" />
          )}
          {labels[status]}
        </span>
      </div>
      {shownError && (
        <p id={errorId} className={errorClasses}>
          {shownError}
        </p>
      )}
    </div>
  );
}
