import type { WalletCheck } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { AppError } from '../../infra/errors.js';
import { checkAddress, isDestinationTag } from './address-formats.js';
import type { WalletDenyList } from './deny-list.js';
import type { ChainNetwork } from './networks.js';

export interface WalletCandidate {
  asset: CryptoAssetCode;
  address: string;
  tag?: string | null | undefined;
}

const refusal = (code: 'invalid_address' | 'prohibited_address', path: string, message: string) =>
  new AppError(code, message, [{ path, message }]);

/** The refusal of an address on the deny list (422 `prohibited_address`), naming the field. */
export const prohibitedRefusal = (path: string) =>
  refusal('prohibited_address', path, 'This address cannot receive withdrawals from this platform');

/**
 * check-wallet's rules (docs/product/bank-accounts-and-wallets.md): the address is the asset's on
 * the platform's network, an XRP tag is a 32-bit number (and only XRP has one), and the address is
 * not on the deny list in any of its spellings.
 * Throws 422 `invalid_address` or `prohibited_address`; answers the canonical wallet.
 */
export function screenWallet(
  candidate: WalletCandidate,
  network: ChainNetwork,
  denyList: WalletDenyList,
): WalletCheck {
  const checked = checkAddress(candidate.asset, candidate.address, network);
  if (!checked.valid) throw refusal('invalid_address', 'body.address', checked.message);
  const tag = candidate.tag?.trim() || null;
  if (tag !== null && candidate.asset !== 'XRP') {
    throw refusal('invalid_address', 'body.tag', `${candidate.asset} addresses take no tag`);
  }
  if (tag !== null && !isDestinationTag(tag)) {
    throw refusal(
      'invalid_address',
      'body.tag',
      'A destination tag is a whole number from 0 to 4294967295',
    );
  }
  // Every spelling of a listed address is refused: the list compares what addresses decode to.
  if (denyList.find(checked.address, tag) !== undefined) throw prohibitedRefusal('body.address');
  return {
    asset: candidate.asset,
    address: checked.address,
    tag,
    format: checked.format,
    network,
    tag_required: candidate.asset === 'XRP' && tag === null,
  };
}
