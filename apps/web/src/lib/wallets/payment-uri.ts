import type { CryptoAssetCode } from '@maple/money';

export type WalletNetwork = 'mainnet' | 'testnet';

/** Circle's USDC contract on Ethereum, and on Sepolia, the test network's. */
const usdcContract: Record<WalletNetwork, string> = {
  mainnet: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  testnet: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
};

/** EIP-155 chain ids: a mainnet URI leaves it out (EIP-681 reads no id as chain 1). */
const chainSuffix: Record<WalletNetwork, string> = { mainnet: '', testnet: '@11155111' };

/**
 * The payment URI a wallet app reads from a deposit QR code:
 * - BTC: BIP21 `bitcoin:<address>`; LTC: the same form, `litecoin:<address>`;
 * - BCH: the cashaddr itself, whose prefix (`bitcoincash:`, `bchtest:`) is the URI scheme;
 * - ETH: EIP-681 `ethereum:<address>`; USDC: EIP-681's token transfer,
 *   `ethereum:<usdc-contract>/transfer?address=<address>`;
 * - XRP: `ripple:<address>?dt=<tag>`, the Ripple URI with its destination-tag parameter that XRP
 *   wallets read (no ratified XRPL URI standard exists; `dt` is the de facto one).
 */
export function paymentUri(
  asset: CryptoAssetCode,
  address: string,
  tag: string | undefined,
  network: WalletNetwork,
): string {
  switch (asset) {
    case 'BTC':
      return `bitcoin:${address}`;
    case 'LTC':
      return `litecoin:${address}`;
    case 'BCH':
      return address.includes(':') ? address : `bitcoincash:${address}`;
    case 'ETH':
      return `ethereum:${address}${chainSuffix[network]}`;
    case 'USDC':
      return `ethereum:${usdcContract[network]}${chainSuffix[network]}/transfer?address=${address}`;
    case 'XRP':
      return tag === undefined ? `ripple:${address}` : `ripple:${address}?dt=${tag}`;
  }
}

/** An address as lists show it (docs/product/data.md): its first four and last four characters. */
export const shortAddress = (address: string): string =>
  address.length <= 12 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;
