import type { Passkey } from '@maple/contracts';
import { vi } from 'vitest';
import type { FakeRoute } from './fake-server';

export const macBookPasskey: Passkey = {
  id: 'bWFjYm9vaw',
  name: 'MacBook',
  created_at: '2026-11-01T15:30:00.000Z',
  last_used_at: null,
  synced: true,
};

/** The customer's passkeys as the server lists them. */
export const passkeysRoute =
  (passkeys: Passkey[] = [macBookPasskey]): FakeRoute =>
  () => ({ body: { data: { passkeys } } });

/**
 * jsdom has no WebAuthn; a stand-in `PublicKeyCredential` is what the library looks for to say
 * the browser supports it. Screens then offer the passkey without any ceremony being played.
 */
export const supportWebAuthn = () =>
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
