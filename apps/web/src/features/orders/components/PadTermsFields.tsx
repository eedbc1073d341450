import { type ExternalBankAccount, PAD_TERMS_VERSION } from '@maple/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { hintClasses } from '../../../components/form/form-styles';
import { formatCalendarDate } from '../../../lib/format/date-time';
import { torontoDayOf } from '../../../lib/forms/typed-input';
import { accountLabel } from '../../../lib/funding/bank-account-label';
import type { BoundField } from '../bound-field';

/** The PAD terms' paragraphs, in the order they are read (`recurringOrders.pad.terms.*`). */
const termParagraphs = [
  'authorize',
  'amounts',
  'waiver',
  'cancel',
  'recourse',
  'personal',
] as const;

/**
 * The pre-authorized debit terms for one bank account (Payments Canada Rule H1), in a region of
 * their own that scrolls, with their version in small print. A scroller with nothing focusable in
 * it takes keyboard focus by itself in current browsers, so it has no tabIndex of its own.
 */
function PadTerms({ account }: { account: ExternalBankAccount }) {
  const { t } = useTranslation();
  const headingId = useId();
  const named = accountLabel(account, t);
  return (
    <section
      aria-labelledby={headingId}
      className="max-h-56 space-y-2 overflow-y-auto rounded-md border border-gray-300 p-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-red-700 dark:border-gray-600 dark:text-gray-100 dark:focus-visible:outline-red-300"
    >
      <h3 id={headingId} className="font-semibold">
        {t('recurringOrders.pad.heading')}
      </h3>
      {termParagraphs.map((paragraph) => (
        <p key={paragraph}>{t(`recurringOrders.pad.terms.${paragraph}`, { account: named })}</p>
      ))}
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {t('recurringOrders.pad.version', { version: PAD_TERMS_VERSION })}
      </p>
    </section>
  );
}

/**
 * A buy paid from `account`: when its customer agreed to the current PAD terms for it, the day
 * they did (Toronto's); otherwise the terms and the box that agrees to them, needed to send.
 */
export function PadTermsFields({
  account,
  agreedAt,
  agree,
}: {
  account: ExternalBankAccount;
  agreedAt: string | undefined;
  agree: BoundField<boolean>;
}) {
  const { t, i18n } = useTranslation();
  if (agreedAt !== undefined) {
    const day = formatCalendarDate(torontoDayOf(new Date(agreedAt)), i18n.language);
    return <p className={hintClasses}>{t('recurringOrders.pad.agreed', { date: day })}</p>;
  }
  return (
    <div className="space-y-3">
      <PadTerms account={account} />
      <CheckboxField
        name="pad_terms"
        label={t('recurringOrders.pad.agree')}
        checked={agree.value}
        onCheckedChange={agree.onValueChange}
        error={agree.error}
      />
    </div>
  );
}
