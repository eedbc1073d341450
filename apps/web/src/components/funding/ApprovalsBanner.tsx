import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AwaitingItem,
  isExpired,
  useAwaitingApproval,
} from '../../lib/funding/awaiting-approval';
import { paths } from '../../lib/routing/paths';
import { FormAlert } from '../form/FormAlert';
import { linkClasses } from '../form/form-styles';

/** How each kind is counted: "1 withdrawal", "2 new wallets", "1 new bank account". */
const countKeys = {
  withdrawal: 'approvals.banner.withdrawals',
  wallet: 'approvals.banner.wallets',
  bank_account: 'approvals.banner.bankAccounts',
} as const;

/** The kinds that wait, each counted, joined as the language joins a list ("…, … and …"). */
function whatWaits(items: readonly AwaitingItem[], t: TFunction, language: string): string {
  const counted = Object.entries(countKeys).flatMap(([kind, key]) => {
    const count = items.filter((item) => item.kind === kind).length;
    return count === 0 ? [] : [t(key, { count })];
  });
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(counted);
}

/**
 * Tells the customer, on the screens they open most, that a withdrawal or a wallet a connected
 * app asked for (ADR 58), or a bank account just linked (ADR 62), waits for their approval, and
 * leads to /approvals. Nothing is shown while nothing can still be approved, or while the lists
 * cannot be read: /approvals says why.
 */
export function ApprovalsBanner() {
  const { t, i18n } = useTranslation();
  const sentenceId = useId();
  const { items, now } = useAwaitingApproval();
  const waiting = items?.filter((item) => !isExpired(item, now)) ?? [];
  if (waiting.length === 0) return null;
  return (
    <FormAlert tone="info">
      <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
        <span id={sentenceId}>
          {t('approvals.banner.waits', {
            count: waiting.length,
            what: whatWaits(waiting, t, i18n.language),
          })}
        </span>
        <Link to={paths.approvals} aria-describedby={sentenceId} className={linkClasses}>
          {t('approvals.banner.review')}
        </Link>
      </p>
    </FormAlert>
  );
}
