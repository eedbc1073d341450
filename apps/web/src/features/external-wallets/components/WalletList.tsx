import type { ExternalWallet } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { CopyButton } from '../../../components/funding/CopyValue';
import { cooldownLeft } from '../../../lib/wallets/cooldown';
import { shortAddress } from '../../../lib/wallets/payment-uri';
import type { WalletWithCooldown } from '../../../lib/wallets/use-wallets-with-cooldowns';
import { useWalletOwnersQuery } from '../../../lib/wallets/wallet-owners-api';
import { WalletOwnerField } from './WalletOwnerField';

/**
 * When withdrawals may go to the wallet, in words: "usable now" or the time left; nothing while
 * its cooldown is not known yet, rather than a time or "usable now" the server has not said.
 */
export function CooldownText({ usableAt, now }: { usableAt: string | null; now: Date }) {
  const { t } = useTranslation();
  const left = cooldownLeft(usableAt, now);
  if (left === null) return <>{t('wallets.usableNow')}</>;
  if (left === 'unknown') return null;
  return (
    <>
      {left.unit === 'h'
        ? t('wallets.usableIn', { count: left.count })
        : t('wallets.usableInMinutes', { count: left.count })}
    </>
  );
}

/**
 * The customer's wallets, each address shortened to its first and last four characters
 * (docs/product/data.md) with the whole one for screen readers and to copy.
 */
export function WalletList({
  wallets,
  now,
  onRemove,
}: {
  wallets: readonly WalletWithCooldown[];
  now: Date;
  onRemove: (wallet: ExternalWallet) => void;
}) {
  const { t } = useTranslation();
  const owners = useWalletOwnersQuery().data;
  const ownerOf = (guid: string) =>
    owners?.find((stated) => stated.external_wallet_guid === guid)?.owner ?? null;
  if (wallets.length === 0) return <p className="text-sm">{t('wallets.empty')}</p>;
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800">
      {wallets.map((wallet) => (
        <li key={wallet.guid} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <div className="min-w-40 flex-1">
            <p className="font-medium">{wallet.name}</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {wallet.asset} · {t(`wallets.state.${wallet.state}`)}
            </p>
          </div>
          <dl className="grid flex-[2] grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="font-medium">{t('wallets.columns.address')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <code aria-hidden="true" className="font-mono">
                {shortAddress(wallet.address)}
              </code>
              <span className="sr-only">
                {t('wallets.fullAddress', { address: wallet.address })}
              </span>
              <CopyButton what={wallet.name} value={wallet.address} />
            </dd>
            <dt className="font-medium">{t('wallets.columns.tag')}</dt>
            <dd>{wallet.tag ?? t('wallets.noTag')}</dd>
          </dl>
          <p className="text-sm font-medium">
            <CooldownText usableAt={wallet.usable_at} now={now} />
          </p>
          {/* Only once read: a choice shown before would claim "Not said" of a wallet already said. */}
          {owners !== undefined && (
            <div className="basis-full">
              <WalletOwnerField wallet={wallet} owner={ownerOf(wallet.guid)} />
            </div>
          )}
          <button
            type="button"
            onClick={() => onRemove(wallet)}
            aria-label={t('wallets.removeOf', { name: wallet.name })}
            className={secondaryButtonClasses}
          >
            {t('wallets.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
