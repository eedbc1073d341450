import type { Page } from '@playwright/test';

/** A passkey the virtual authenticator holds, as the DevTools protocol describes it. */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  /** The passkeys the authenticator holds, with their sign counts. */
  credentials(): Promise<VirtualCredential[]>;
}

/**
 * Chromium's virtual authenticator (DevTools protocol, `WebAuthn` domain) on one page: a
 * platform authenticator that keeps discoverable passkeys, verifies its user (as a fingerprint
 * would) and approves every request at once, so a journey runs the browser's real ceremonies.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
