import { createHash } from 'node:crypto';
import { createBase58check } from '@scure/base';

const sha256 = (data: Uint8Array): Uint8Array =>
  new Uint8Array(createHash('sha256').update(data).digest());

const base58check = createBase58check(sha256);

/** A base58check address: its version byte and what follows it (the checksum removed). */
export interface Base58Address {
  version: number;
  payload: Uint8Array;
}

/**
 * Decodes a base58check address (Bitcoin's legacy P2PKH and P2SH, Litecoin's, Bitcoin Cash's
 * legacy ones); undefined when it is not base58 or its checksum does not match.
 */
export function decodeBase58Address(address: string): Base58Address | undefined {
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(address);
  } catch {
    return undefined;
  }
  const [version] = bytes;
  return version === undefined ? undefined : { version, payload: bytes.subarray(1) };
}
