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

/** "1 withdrawal", "2 new wallets", or both joined. */
function whatWaits(items: readonly AwaitingItem[], t: TFunction): string {
  const withdrawals = items.filter((item) => item.kind === 'withdrawal').length;
  const wallets = items.length - withdrawals;
  const ofWithdrawals = t('approvals.banner.withdrawals', { count: withdrawals });
  const ofWallets = t('approvals.banner.wallets', { count: wallets });
  if (wallets === 0) return ofWithdrawals;
  if (withdrawals === 0) return ofWallets;
  return t('approvals.banner.both', { withdrawals: ofWithdrawals, wallets: ofWallets });
}

/**
 * Tells the customer, on the screens they open most, that a withdrawal or a wallet a connected
 * app asked for waits for their approval (ADR 58), and leads to /approvals. Nothing is shown
 * while nothing can still be approved, or while the lists cannot be read: /approvals says why.
 */
export function ApprovalsBanner() {
  const { t } = useTranslation();
  const sentenceId = useId();
  const { items, now } = useAwaitingApproval();
  const waiting = items?.filter((item) => !isExpired(item, now)) ?? [];
  if (waiting.length === 0) return null;
  return (
    <FormAlert tone="info">
      <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
        <span id={sentenceId}>
          {t('approvals.banner.waits', { count: waiting.length, what: whatWaits(waiting, t) })}
        </span>
        <Link to={paths.approvals} aria-describedby={sentenceId} className={linkClasses}>
          {t('approvals.banner.review')}
        </Link>
      </p>
    </FormAlert>
  );
}
