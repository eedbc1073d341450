import type { queuedCryptoWithdrawalSchema } from '@maple/contracts';
import { isAssetCode } from '@maple/money';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatAge } from '../../../../lib/format/duration';
import { formatUnits } from '../../../../lib/format/money';
import { Facts } from '../../kit/Facts';
import { CustomerLink } from './CustomerLink';

export type QueuedWithdrawal = z.output<typeof queuedCryptoWithdrawalSchema>;

/** Base units of an asset for people, with the asset's code once ("0.0778 BTC"). */
export const unitsOf = (units: string, asset: string, language: string): string =>
  isAssetCode(asset) ? formatUnits(units, asset, language) : `${units} ${asset}`;

/** The deny list's answer for the destination, now. */
export function screeningText(w: QueuedWithdrawal, t: TFunction): string {
  if (w.screening === null) return '—';
  return w.screening.result === 'clear'
    ? t('workQueues.withdrawals.screeningClear')
    : t('workQueues.withdrawals.screeningListed', { name: w.screening.listed_name ?? '' });
}

/** What the customer said of who owns the destination (the travel rule, CAD 1,000 or more). */
export function travelRuleText(w: QueuedWithdrawal, t: TFunction): string {
  if (!w.travel_rule_required) return t('workQueues.withdrawals.travelRuleNotRequired');
  if (w.travel_rule_party === 'own') return t('workQueues.withdrawals.travelRuleOwn');
  if (w.travel_rule_party === 'third_party') {
    return t('workQueues.withdrawals.travelRuleThirdParty', { name: w.travel_rule_name ?? '' });
  }
  return t('workQueues.withdrawals.travelRuleUnanswered');
}

/** The wallet's age when the withdrawal was asked: a wallet hours old is a sign of fraud. */
export const walletAge = (w: QueuedWithdrawal, language: string): string =>
  w.destination === null ? '' : formatAge(w.destination.added_at, w.created_at, language);

/** The wallet's address, with XRP's destination tag. */
export function Destination({ w }: { w: QueuedWithdrawal }) {
  if (w.destination === null) return null;
  const { address, tag } = w.destination;
  return (
    <span className="font-mono text-xs break-all">
      {tag === null ? address : `${address} (${tag})`}
    </span>
  );
}

/** The customer's other withdrawals, newest first. */
function RecentWithdrawals({
  w,
  t,
  language,
}: {
  w: QueuedWithdrawal;
  t: TFunction;
  language: string;
}) {
  if (w.recent_withdrawals.length === 0) return <>{t('workQueues.withdrawals.recentNone')}</>;
  return (
    <ul className="space-y-1">
      {w.recent_withdrawals.map((other) => (
        <li key={other.guid}>
          {formatDateTime(other.created_at, language)} —{' '}
          {unitsOf(other.amount, other.asset, language)} —{' '}
          {t(`workQueues.withdrawals.states.${other.state}`)}
        </li>
      ))}
    </ul>
  );
}

/** Everything a reviewer needs to decide on one withdrawal, as the decision dialog shows it. */
export function WithdrawalFacts({
  w,
  t,
  language,
}: {
  w: QueuedWithdrawal;
  t: TFunction;
  language: string;
}) {
  const amount = unitsOf(w.amount, w.asset, language);
  const wallet = w.destination;
  return (
    <Facts
      facts={[
        [
          t('workQueues.withdrawals.customer'),
          <CustomerLink
            key="customer"
            guid={w.customer_guid}
            name={w.customer_name}
            email={w.customer_email}
          />,
        ],
        [
          t('workQueues.withdrawals.amount'),
          w.network_fee === null
            ? amount
            : t('workQueues.withdrawals.amountWithFee', {
                amount,
                fee: unitsOf(w.network_fee, w.asset, language),
              }),
        ],
        [
          t('workQueues.withdrawals.cadValue'),
          w.cad_value === null ? '—' : formatUnits(w.cad_value, 'CAD', language),
        ],
        [
          t('workQueues.withdrawals.destination'),
          wallet === null ? t('workQueues.withdrawals.noWallet') : <Destination key="to" w={w} />,
        ],
        ...(wallet === null
          ? []
          : ([
              [t('workQueues.withdrawals.walletLabel'), wallet.label],
              [
                t('workQueues.withdrawals.walletAdded'),
                t('workQueues.withdrawals.walletAge', {
                  date: formatDateTime(wallet.added_at, language),
                  age: walletAge(w, language),
                }),
              ],
            ] as const)),
        [t('workQueues.withdrawals.screening'), screeningText(w, t)],
        [t('workQueues.withdrawals.travelRule'), travelRuleText(w, t)],
        ...(w.travel_rule_address === null
          ? []
          : ([
              [t('workQueues.withdrawals.travelRuleThirdPartyAddress'), w.travel_rule_address],
            ] as const)),
        [
          t('workQueues.withdrawals.recent'),
          <RecentWithdrawals key="recent" w={w} t={t} language={language} />,
        ],
      ]}
    />
  );
}
