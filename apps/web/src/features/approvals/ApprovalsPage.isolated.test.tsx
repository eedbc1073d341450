import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  startAuthentication,
} from '@simplewebauthn/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationWallet, holdingCrypto } from '../../test/approval-fixtures';
import { storeTestCustomerSession, testCustomerGuid } from '../../test/customer-session';
import { type FakeRequest, fakeServer, listOf } from '../../test/fake-server';
import { fundingStatus } from '../../test/funding-fixtures';
import { passkeysRoute } from '../../test/passkey-fixtures';
import { renderApp } from '../../test/render-app';

// jsdom has no WebAuthn: the browser's side of the ceremony is played here, and in Chromium's
// virtual authenticator end to end.
vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  startAuthentication: vi.fn(),
}));

const assertion: AuthenticationResponseJSON = {
  id: 'bWFjYm9vaw',
  rawId: 'bWFjYm9vaw',
  type: 'public-key',
  response: {
    clientDataJSON: 'Y2xpZW50LWRhdGE',
    authenticatorData: 'YXV0aGVudGljYXRvcg',
    signature: 'c2lnbmF0dXJl',
    userHandle: 'dXNlci0x',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

const transferGuid = 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfe03';
/** As the screen writes it: a crypto amount and its code are never split. */
const statement = 'Send 0.005\u00a0BTC to tb1q…jzsx (network fee 0.00002\u00a0BTC)';

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReset().mockReturnValue(true);
  vi.mocked(startAuthentication).mockReset().mockResolvedValue(assertion);
});

const posts = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);

describe('/approvals with a passkey', () => {
  it('approves a crypto withdrawal with the passkey’s confirmation, stating it as listed', async () => {
    const requests = fakeServer({
      'GET /customers/funding': () => ({ body: fundingStatus() }),
      'GET /identity/mfa': () => ({
        body: { data: { totp_enrolled: false, recovery_codes_left: 0 } },
      }),
      'GET /identity/passkeys': passkeysRoute(),
      'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
      'GET /api/transfers': () => ({ body: listOf([holdingCrypto()]) }),
      'GET /api/external_wallets': ({ search }) => ({
        body: listOf(search.get('state') === 'pending' ? [] : [destinationWallet]),
      }),
      'POST /customers/passkey-approval/options': () => ({
        body: {
          data: {
            options: {
              challenge: 'YXBwcm92ZS1jaGFsbGVuZ2U',
              rpId: 'localhost',
              allowCredentials: [{ type: 'public-key', id: 'bWFjYm9vaw' }],
              userVerification: 'required',
              timeout: 60_000,
            },
            session_info: 'approval-1',
            expires_at: new Date(Date.now() + 300_000).toISOString(),
          },
        },
      }),
      'POST /customers/passkey-approval': () => ({
        body: {
          data: { verified: true, confirmation_token: 'tok-p', expires_at: '2026-11-22T15:40:00Z' },
        },
      }),
      [`POST /customers/transfers/${transferGuid}/approval`]: () => ({
        body: { data: { transfer_guid: transferGuid, state: 'pending' } },
      }),
    });
    storeTestCustomerSession();
    renderApp('/approvals');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Approve: ${statement}` }, { timeout: 5_000 }),
    );
    const step = screen.getByRole('region', { name: `Approve: ${statement}` });
    // The passkey is offered once the list of the customer's passkeys has arrived.
    expect(
      await within(step).findByText(
        'Send 0.005 BTC to tb1q…jzsx (network fee 0.00002 BTC) — approve with your passkey.',
      ),
    ).toBeVisible();
    await user.click(await within(step).findByRole('button', { name: 'Approve with my passkey' }));

    expect(
      await screen.findByText('Approved: your withdrawal of 0.005 BTC is on its way.'),
    ).toBeInTheDocument();
    const subject = {
      email: 'ada@example.ca',
      customer_guid: testCustomerGuid,
      withdrawal_reference: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbe03',
      external_wallet_guid: destinationWallet.guid,
    };
    expect(posts(requests, '/customers/passkey-approval/options').map((r) => r.body)).toEqual([
      subject,
    ]);
    expect(
      posts(requests, `/customers/transfers/${transferGuid}/approval`).map((r) => r.body),
    ).toEqual([{ confirmation_token: 'tok-p' }]);
  });
});
