import type { ExternalWallet } from '@maple/contracts';
import { isCryptoAssetCode } from '@maple/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert';
import { panelClasses, secondaryButtonClasses } from '../../components/form/form-styles';
import { CodeStep } from '../../components/funding/CodeStep';
import { RemoveWalletDialog } from '../../components/funding/RemoveWalletDialog';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import { newIdempotencyKey } from '../../lib/api/idempotency-key';
import { describeApiError } from '../../lib/errors/api-error-message';
import { formatDuration } from '../../lib/format/duration';
import { useFundingStatusQuery } from '../../lib/funding/funding-api';
import { readStoredCustomerSession } from '../../lib/session';
import { shortAddress } from '../../lib/wallets/payment-uri';
import { useWalletsWithCooldowns } from '../../lib/wallets/use-wallets-with-cooldowns';
import { useWalletCooldownsQuery } from '../../lib/wallets/wallets-api';
import { AddWalletForm } from './components/AddWalletForm';
import { WalletList } from './components/WalletList';
import { type AddedWallet, useAddWallet } from './use-add-wallet';
import type { WalletDetails } from './wallet-details';

/**
 * Adding a wallet: its details, then the code or the passkey's approval bound to exactly them
 * (ADR 21, ADR 55); whose wallet it is, if said, is saved once it is added.
 */
function AddWallet({ onAdded }: { onAdded: (added: AddedWallet) => void }) {
  const { t } = useTranslation();
  const email = readStoredCustomerSession().email ?? '';
  const [details, setDetails] = useState<WalletDetails | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const adding = useAddWallet();

  const add = async (chosen: WalletDetails, token: string) => {
    const added = await adding.add(chosen, token, key);
    if (added) {
      setDetails(null);
      setConfirming(false);
      setKey(newIdempotencyKey());
      onAdded(added);
    }
  };

  const asset = details !== null && isCryptoAssetCode(details.asset) ? details.asset : undefined;
  if (details === null || asset === undefined || !confirming) {
    return (
      <AddWalletForm
        initial={details}
        onContinue={(chosen) => {
          setDetails(chosen);
          setConfirming(true);
        }}
      />
    );
  }
  const wallet = { asset, address: details.address, tag: details.tag || null };
  const facts = {
    asset: details.asset,
    address: shortAddress(details.address),
    tag: details.tag ? t('wallets.add.reviewTag', { tag: details.tag }) : '',
  };
  return (
    <div className="space-y-3">
      <p className="text-sm">{t('wallets.add.review', facts)}</p>
      {adding.error && (
        <FormAlert tone="error">{describeApiError(apiErrorOf(adding.error), t)}</FormAlert>
      )}
      <button type="button" onClick={() => setConfirming(false)} className={secondaryButtonClasses}>
        {t('wallets.add.back')}
      </button>
      <CodeStep
        subject={{ wallet }}
        statement={t('wallets.add.statement', facts)}
        email={email}
        busy={adding.busy}
        confirmLabel={t('wallets.add.confirm')}
        busyLabel={t('wallets.add.confirming')}
        onConfirmed={(token) => void add(details, token)}
      />
    </div>
  );
}

/**
 * How long until a wallet just added may receive withdrawals, once the cooldowns read again after
 * the add name it: Cybrid's answer to the add has no such field. Whose wallet it is not saved is
 * said at once, without waiting for that: the wallet is there, and the list asks again.
 */
function AddedNotice({ added: { wallet, ownerNotSaved } }: { added: AddedWallet }) {
  const { t, i18n } = useTranslation();
  const usableAt = useWalletCooldownsQuery().data?.find(
    (row) => row.external_wallet_guid === wallet.guid,
  )?.usable_at;
  const wait =
    usableAt === undefined ? null : (Date.parse(usableAt) - Date.parse(wallet.created_at)) / 1000;
  const duration =
    wait === null ? null : formatDuration(Math.max(0, Math.round(wait)), i18n.language);
  const name = wallet.name;
  if (ownerNotSaved) {
    const usable = duration === null ? '' : ` ${t('wallets.add.usableIn', { duration })}`;
    return (
      <>
        {t('wallets.add.addedOwnerNotSaved', { name })}
        {usable}
      </>
    );
  }
  if (duration === null) return null;
  return <>{t('wallets.add.added', { name, duration })}</>;
}

/** What the status line last said: a wallet added, or the name of one removed. */
type Notice = { added: AddedWallet } | { removed: string };

/**
 * /external-wallet: the wallets crypto withdrawals go to (docs/product/screens.md and
 * docs/product/bank-accounts-and-wallets.md). Loaded on demand.
 */
export default function ExternalWalletsPage() {
  const { t, i18n } = useTranslation();
  const wallets = useWalletsWithCooldowns();
  const funding = useFundingStatusQuery();
  const cooldown = funding.data?.holds.new_wallet_seconds;
  const [removing, setRemoving] = useState<ExternalWallet | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const now = new Date();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeading
        intro={
          cooldown === undefined
            ? t('wallets.intro')
            : `${t('wallets.intro')} ${t('wallets.cooldown', { duration: formatDuration(cooldown, i18n.language) })}`
        }
      />
      <p role="status" className="text-sm font-medium">
        {notice !== null &&
          ('added' in notice ? (
            <AddedNotice added={notice.added} />
          ) : (
            t('wallets.removed', { name: notice.removed })
          ))}
      </p>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="wallets-list" className={panelClasses}>
          <h2 id="wallets-list" className="mb-3 text-lg font-semibold">
            {t('wallets.listTitle')}
          </h2>
          {wallets.error ? (
            <LoadProblem
              title={t('wallets.loadFailed')}
              error={wallets.error}
              onRetry={wallets.refetch}
            />
          ) : wallets.data ? (
            <WalletList wallets={wallets.data} now={now} onRemove={setRemoving} />
          ) : (
            <PageLoader />
          )}
        </section>
        <section aria-labelledby="wallets-add" className={panelClasses}>
          <h2 id="wallets-add" className="mb-3 text-lg font-semibold">
            {t('wallets.add.title')}
          </h2>
          <AddWallet onAdded={(added) => setNotice({ added })} />
        </section>
      </div>
      {removing && (
        <RemoveWalletDialog
          wallet={removing}
          onDone={(removed) => {
            if (removed) setNotice({ removed: removing.name });
            setRemoving(null);
          }}
        />
      )}
    </div>
  );
}
