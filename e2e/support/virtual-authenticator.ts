import type { Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (DevTools protocol, `WebAuthn` domain) on one page: a
 * platform authenticator that keeps discoverable passkeys, verifies its user (as a fingerprint
 * would) and approves every request at once, so a journey runs the browser's real ceremonies.
 */
export async function addVirtualAuthenticator(page: Page) {
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
    /** The passkeys the authenticator holds, with their sign counts. */
    credentials: async () =>
      (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
