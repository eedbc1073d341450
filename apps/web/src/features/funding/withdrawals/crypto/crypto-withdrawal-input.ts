import type { ExternalWallet } from '@maple/contracts';
import { type CryptoAssetCode, isCryptoAssetCode } from '@maple/money';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../../../lib/forms/field-errors';
import { parseCadAmount } from '../../../../lib/funding/cad-amount';
import {
  assetAmountProblem,
  cadToAsset,
  parseAssetAmount,
} from '../../../../lib/funding/crypto-amount';

export const cryptoWithdrawalFields = ['wallet', 'unit', 'amount'] as const;
export type CryptoWithdrawalField = (typeof cryptoWithdrawalFields)[number];

/** Whether the amount is typed in the wallet's asset or in CAD (converted at the live price). */
export type AmountUnit = 'asset' | 'cad';

export interface CryptoWithdrawalInput {
  wallet: string;
  unit: AmountUnit;
  amount: string;
}

export type CheckedCryptoWithdrawal =
  | { ok: true; wallet: ExternalWallet; asset: CryptoAssetCode; units: bigint }
  | { ok: false; errors: FieldErrors<CryptoWithdrawalField> };

/** What the check needs to know: the usable wallets, balances and sell prices by asset. */
export interface WithdrawalContext {
  wallets: readonly ExternalWallet[];
  available: (asset: CryptoAssetCode) => bigint | null;
  sellPrice: (asset: CryptoAssetCode) => bigint | null;
}

/** The wallet's asset, when it is one the platform trades. */
export const walletAsset = (wallet: ExternalWallet): CryptoAssetCode | null =>
  isCryptoAssetCode(wallet.asset) ? wallet.asset : null;

/**
 * The crypto withdrawal form checked before a quote is asked for: a usable wallet, and an amount
 * (in the asset, or in CAD converted at the live price) that the available balance covers. The
 * network fee comes on top and is the quote's to say.
 */
export function checkCryptoWithdrawal(
  input: CryptoWithdrawalInput,
  context: WithdrawalContext,
  t: TFunction,
  language: string,
): CheckedCryptoWithdrawal {
  const errors: FieldErrors<CryptoWithdrawalField> = {};
  const wallet = context.wallets.find((each) => each.guid === input.wallet);
  const asset = wallet ? walletAsset(wallet) : null;
  if (!wallet || asset === null) {
    errors.wallet = t('cryptoWithdrawal.errors.walletRequired');
    return { ok: false, errors };
  }
  let amount: ReturnType<typeof parseAssetAmount>;
  if (input.unit === 'asset') {
    amount = parseAssetAmount(input.amount, asset, language);
  } else {
    const cad = parseCadAmount(input.amount, language);
    amount = cad.ok ? cadToAsset(cad.cents, asset, context.sellPrice(asset)) : cad;
  }
  if (!amount.ok) {
    errors.amount =
      input.unit === 'asset' || amount.problem === 'noPrice'
        ? assetAmountProblem(amount.problem, asset, t)
        : t(`funding.errors.${amount.problem}`);
    return { ok: false, errors };
  }
  const available = context.available(asset);
  if (available !== null && amount.units > available) {
    errors.amount = t('cryptoWithdrawal.errors.insufficient', { asset });
    return { ok: false, errors };
  }
  return { ok: true, wallet, asset, units: amount.units };
}
