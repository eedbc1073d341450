// Types of the part of `http_ece` (Mozilla's encrypted content-encoding, RFC 8188 and 8291) the
// tests' push service uses to decrypt messages as a browser would; the package ships none.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The browser's key pair; the sender's public key is in the body's header. */
    privateKey: ECDH;
    /** The subscription's authentication secret, base64url. */
    authSecret: string;
  }

  const ece: { decrypt(content: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
