import type { FormEvent, ReactNode } from 'react';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';

/**
 * A list's filter form: the caller's fields, then apply and (where offered) clear. The values
 * apply on submit only, so each search is one audited read; the caller checks them first.
 */
export function FilterForm({
  label,
  onSubmit,
  applyLabel,
  clear,
  children,
}: {
  label: string;
  onSubmit: () => void;
  applyLabel: string;
  clear?: { label: string; onClear: () => void } | undefined;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={label} noValidate className="space-y-4">
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClasses}>
          {applyLabel}
        </button>
        {clear && (
          <button type="button" className={secondaryButtonClasses} onClick={clear.onClear}>
            {clear.label}
          </button>
        )}
      </div>
    </form>
  );
}
