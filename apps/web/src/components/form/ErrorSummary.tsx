import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../lib/errors/field-messages';
import type { FieldErrors } from '../../lib/forms/field-errors';
import { linkClasses } from './form-styles';

/** The control of a form field, found by its name (a radio group answers its first radio). */
function controlNamed(from: HTMLElement, name: string): HTMLElement | null {
  const found = from.closest('form')?.elements.namedItem(name);
  if (found instanceof RadioNodeList) {
    const first = found[0];
    return first instanceof HTMLElement ? first : null;
  }
  return found instanceof HTMLElement ? found : null;
}

/**
 * The problems of a long form, listed at its top in the order of its fields. When the form
 * shows problems it takes focus (use-form-errors.ts), so a screen reader reads them all at
 * once; each one moves focus to its field. Controls are found by their `name`, the field's key.
 */
export function ErrorSummary<F extends string>({
  title,
  errors,
  labels,
}: {
  title: string;
  errors: FieldErrors<F>;
  /** Each field's label, in the order the form shows them. */
  labels: Readonly<Record<F, string>>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const fields = (Object.keys(labels) as F[]).filter((field) => errors[field] !== undefined);
  if (fields.length === 0) return null;
  return (
    <div
      data-error-summary
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
    >
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {fields.map((field) => (
          <li key={field}>
            <button
              type="button"
              className={`text-left ${linkClasses}`}
              onClick={(event) => controlNamed(event.currentTarget, field)?.focus()}
            >
              {t('form.errorItem', {
                label: labels[field],
                message: translateFieldMessage(errors[field] ?? '', t),
              })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
