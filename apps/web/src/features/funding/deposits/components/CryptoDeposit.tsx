import type { DepositAddress } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelClasses } from '../../../../components/form/form-styles';
import { CopyValue } from '../../../../components/funding/CopyValue';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { ChoiceGroup } from '../../../../components/trading/ChoiceGroup';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { newIdempotencyKey } from '../../../../lib/api/idempotency-key';
import { useAccountsQuery } from '../../../../lib/platform/platform-api';
import { qrCodeDataUrl } from '../../../../lib/qr/qr-code';
import { paymentUri } from '../../../../lib/wallets/payment-uri';
import {
  useCheckWalletQuery,
  useCreateDepositAddressMutation,
} from '../../../../lib/wallets/wallets-api';
import { SandboxCryptoDeposit } from './SandboxCryptoDeposit';

/** The address as a QR code carrying the payment URI wallets read; an image, CSP-safe (ADR 7). */
function AddressQr({ deposit }: { deposit: DepositAddress }) {
  const { t } = useTranslation();
  const check = useCheckWalletQuery({
    asset: deposit.asset,
    address: deposit.address,
    tag: deposit.tag ?? null,
  });
  const [src, setSrc] = useState<string | null>(null);
  const network = check.data?.network;
  useEffect(() => {
    if (network === undefined) return;
    let live = true;
    void qrCodeDataUrl(paymentUri(deposit.asset, deposit.address, deposit.tag, network)).then(
      (url) => {
        if (live) setSrc(url);
      },
    );
    return () => {
      live = false;
    };
  }, [deposit, network]);
  if (src === null) return null;
  return (
    <img
      src={src}
      alt={t('cryptoDeposit.qr', { asset: deposit.asset })}
      className="size-48 rounded bg-white p-2"
    />
  );
}

/**
 * The crypto part of /deposits (docs/product/screens.md and docs/product/lifecycles.md): an asset's
 * address, its QR code, the warnings and, in the sandbox, a control that pays the address.
 */
export function CryptoDeposit({ sandbox }: { sandbox: boolean }) {
  const { t } = useTranslation();
  const [asset, setAsset] = useState<CryptoAssetCode>('BTC');
  const accounts = useAccountsQuery();
  const [create, created] = useCreateDepositAddressMutation();
  const account = accounts.data?.find((each) => each.asset === asset && each.type === 'trading');
  const accountGuid = account?.guid;

  useEffect(() => {
    if (accountGuid !== undefined) void create({ accountGuid, key: newIdempotencyKey() });
  }, [accountGuid, create]);

  const deposit = created.data?.asset === asset ? created.data : undefined;
  return (
    <>
      <section aria-labelledby="crypto-deposit" className={`${panelClasses} space-y-4`}>
        <h2 id="crypto-deposit" className="text-lg font-semibold">
          {t('cryptoDeposit.title')}
        </h2>
        <ChoiceGroup
          legend={t('cryptoDeposit.asset')}
          choices={cryptoAssetCodes.map((code) => ({ value: code, label: code }))}
          value={asset}
          onChange={setAsset}
        />
        {accounts.isError || created.isError ? (
          <LoadProblem
            title={t('cryptoDeposit.loadFailed')}
            error={apiErrorOf(accounts.error ?? created.error)}
            onRetry={() =>
              accountGuid
                ? void create({ accountGuid, key: newIdempotencyKey() })
                : void accounts.refetch()
            }
          />
        ) : accounts.data && accountGuid === undefined ? (
          <p>{t('cryptoDeposit.noAccount', { asset })}</p>
        ) : deposit === undefined ? (
          <PageLoader />
        ) : (
          <div className="space-y-3">
            <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {t(`cryptoDeposit.network.${asset}`)}
            </p>
            <AddressQr deposit={deposit} />
            <dl>
              <CopyValue term={t('cryptoDeposit.address', { asset })} value={deposit.address} />
              {deposit.tag !== undefined && (
                <CopyValue term={t('cryptoDeposit.tag')} value={deposit.tag} />
              )}
            </dl>
            {deposit.tag !== undefined && (
              <p
                role="alert"
                className="rounded-md border border-red-400 bg-red-50 p-3 text-sm font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
              >
                {t('cryptoDeposit.tagWarning')}
              </p>
            )}
          </div>
        )}
      </section>
      {sandbox && deposit !== undefined && <SandboxCryptoDeposit asset={asset} />}
    </>
  );
}
