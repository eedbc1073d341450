import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { formatDateTime } from '../../../lib/format/date-time';
import { type AwaitingItem, isExpired } from '../../../lib/funding/awaiting-approval';
import { type ApprovalOutcome, ApproveStep } from './ApproveStep';

/** When it was asked for and until when it may be approved, or that this time is over. */
function AskedLine({ item, expired }: { item: AwaitingItem; expired: boolean }) {
  const { t, i18n } = useTranslation();
  const asked = formatDateTime(item.askedAt, i18n.language);
  if (item.deadline === null) return <>{t('approvals.askedOnly', { asked })}</>;
  const deadline = formatDateTime(item.deadline.toISOString(), i18n.language);
  return <>{t(expired ? 'approvals.expired' : 'approvals.asked', { asked, deadline })}</>;
}

/**
 * One withdrawal, wallet or bank account waiting for the customer: what it does in plain words,
 * when it was asked for and until when, and its buttons. Approving opens its step below it; once
 * its time is over it can no longer be approved, only cancelled or removed.
 */
export function ApprovalEntry({
  item,
  statement,
  amount,
  now,
  open,
  onOpen,
  onDone,
  onWithdraw,
}: {
  item: AwaitingItem;
  statement: string;
  amount: string;
  now: Date;
  open: boolean;
  onOpen: (open: boolean) => void;
  onDone: (outcome: ApprovalOutcome) => void;
  /** Cancel the withdrawal, or remove the wallet or the bank account. */
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const stepId = useId();
  const approveButton = useRef<HTMLButtonElement>(null);
  const expired = isExpired(item, now);
  const withdraw = item.kind === 'withdrawal' ? 'cancel' : 'remove';
  return (
    <li className="space-y-4 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold break-words">{statement}</p>
          <p className="text-gray-700 dark:text-gray-300">
            <AskedLine item={item} expired={expired} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {expired ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">
              {t('approvals.expiredBadge')}
            </span>
          ) : (
            <button
              ref={approveButton}
              type="button"
              aria-expanded={open}
              aria-controls={open ? stepId : undefined}
              aria-label={t('approvals.approveOf', { action: statement })}
              onClick={() => onOpen(!open)}
              className={primaryButtonClasses}
            >
              {t('approvals.approve')}
            </button>
          )}
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t(`approvals.${withdraw}Of`, { action: statement })}
            onClick={onWithdraw}
            className={secondaryButtonClasses}
          >
            {t(`approvals.${withdraw}`)}
          </button>
        </div>
      </div>
      {open && !expired && (
        <ApproveStep
          id={stepId}
          item={item}
          statement={statement}
          amount={amount}
          onDone={onDone}
          onClose={() => {
            approveButton.current?.focus();
            onOpen(false);
          }}
        />
      )}
    </li>
  );
}
