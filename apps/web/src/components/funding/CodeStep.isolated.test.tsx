import type { Passkey } from '@maple/contracts';
import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  startAuthentication,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { passkeyListApi } from '../../lib/security/passkeys-api';
import { storeTestCustomerSession, testCustomerGuid } from '../../test/customer-session';
import { type FakeRequest, type FakeRoute, fakeServer } from '../../test/fake-server';
import { CodeStep } from './CodeStep';

// jsdom has no WebAuthn: the browser's side of the ceremony is played here, and in Chromium's
// virtual authenticator end to end. The library's errors stay real.
vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  startAuthentication: vi.fn(),
}));

const walletGuid = 'abcdefabcdefabcdefabcdefabcdef01';
const subject = { withdrawal_reference: 'quote-1', external_wallet_guid: walletGuid };
const statement = 'Send 0.005 BTC to tb1q…jzsx';

const macBook: Passkey = {
  id: 'bWFjYm9vaw',
  name: 'MacBook',
  created_at: '2026-11-01T15:30:00.000Z',
  last_used_at: null,
  synced: true,
};

const requestOptions = {
  challenge: 'YXBwcm92ZS1jaGFsbGVuZ2U',
  rpId: 'localhost',
  allowCredentials: [{ type: 'public-key', id: 'bWFjYm9vaw' }],
  userVerification: 'required',
  timeout: 60_000,
};

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

const refusal = (status: number, code: string, message: string) => () => ({
  status,
  body: { message, code, request_id: 'req-1' },
});

/** A server where the customer holds `passkeys`; `routes` add or replace calls. */
function serverWith(passkeys: Passkey[], routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /identity/mfa': () => ({
      body: { data: { totp_enrolled: false, recovery_codes_left: 0 } },
    }),
    'GET /identity/passkeys': () => ({ body: { data: { passkeys } } }),
    'POST /customers/passkey-approval/options': () => ({
      body: {
        data: {
          options: requestOptions,
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
    'POST /customers/create-crypto-otp': () => ({
      body: { data: { expires_at: '2026-11-22T15:40:00.000Z', channel: 'email' } },
    }),
    ...routes,
  });
}

function renderStep() {
  storeTestCustomerSession();
  const onConfirmed = vi.fn();
  const store = createAppStore();
  render(
    <Provider store={store}>
      <CodeStep
        subject={subject}
        statement={statement}
        email="ada@example.ca"
        busy={false}
        confirmLabel="Confirm withdrawal"
        busyLabel="Sending your withdrawal…"
        onConfirmed={onConfirmed}
      />
    </Provider>,
  );
  /** Whether the passkey list has arrived, so its absence on screen is not a race. */
  const listLoaded = () => passkeyListApi.endpoints.passkeys.select()(store.getState()).isSuccess;
  return { onConfirmed, listLoaded, user: userEvent.setup() };
}

const approveButton = () => screen.findByRole('button', { name: 'Approve with my passkey' });

const postsTo = (received: FakeRequest[], path: string) =>
  received.filter((request) => request.method === 'POST' && request.path === path);

/** What `startAuthentication` throws when the customer closes the prompt or lets it time out. */
const notAllowed = () =>
  new WebAuthnError({
    message: 'The operation either timed out or was not allowed.',
    code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
    cause: new DOMException('The operation was not allowed.', 'NotAllowedError'),
  });

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReset().mockReturnValue(true);
  vi.mocked(startAuthentication).mockReset().mockResolvedValue(assertion);
});

describe('the confirmation step with a passkey', () => {
  it('offers the passkey first, stating the action, and approves with it', async () => {
    const received = serverWith([macBook]);
    const { onConfirmed, user } = renderStep();
    await user.click(await approveButton());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('tok-p'));

    expect(screen.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'My passkey' })).toBeChecked();
    expect(
      screen.getByText('Send 0.005 BTC to tb1q…jzsx — approve with your passkey.'),
    ).toBeVisible();
    const body = { email: 'ada@example.ca', customer_guid: testCustomerGuid, ...subject };
    expect(postsTo(received, '/customers/passkey-approval/options').map((r) => r.body)).toEqual([
      body,
    ]);
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: requestOptions,
      useBrowserAutofill: false,
    });
    expect(postsTo(received, '/customers/passkey-approval').map((r) => r.body)).toEqual([
      { ...body, session_info: 'approval-1', credential: assertion },
    ]);
    expect(postsTo(received, '/customers/create-crypto-otp')).toEqual([]);
  });

  it('waits, busy, while the browser asks for the passkey', async () => {
    serverWith([macBook]);
    let answer: (value: AuthenticationResponseJSON) => void = () => {};
    vi.mocked(startAuthentication).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { onConfirmed, user } = renderStep();
    await user.click(await approveButton());
    const waiting = await screen.findByRole('button', { name: 'Waiting for your passkey…' });
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(waiting).toBeDisabled();
    answer(assertion);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('tok-p'));
  });

  it('says calmly that a closed prompt approved nothing, and lets the customer approve again', async () => {
    const received = serverWith([macBook]);
    vi.mocked(startAuthentication).mockRejectedValueOnce(notAllowed());
    const { onConfirmed, user } = renderStep();
    await user.click(await approveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The passkey prompt was closed or timed out, so nothing was approved.',
    );
    expect(postsTo(received, '/customers/passkey-approval')).toEqual([]);
    expect(onConfirmed).not.toHaveBeenCalled();

    await user.click(await approveButton());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('tok-p'));
  });

  it.each([
    [403, 'forbidden', 'The passkey did not approve this action. Approve it again.'],
    [400, 'bad_request', 'The ceremony expired'],
  ])(
    'says the passkey did not approve this when the server refuses it (%i)',
    async (status, code, message) => {
      serverWith([macBook], {
        'POST /customers/passkey-approval': refusal(status, code, message),
      });
      const { onConfirmed, user } = renderStep();
      await user.click(await approveButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The passkey did not approve this. Try again.',
      );
      expect(onConfirmed).not.toHaveBeenCalled();
      expect(await approveButton()).toBeEnabled();
    },
  );

  it('falls back to the codes when the server knows no passkey for the account', async () => {
    serverWith([macBook], {
      'POST /customers/passkey-approval/options': refusal(
        409,
        'conflict',
        'No passkey is set up for this account',
      ),
    });
    const { user } = renderStep();
    await user.click(await approveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account no longer has a passkey. Confirm with a code instead.',
    );
    expect(screen.queryByRole('radio', { name: 'My passkey' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it('still offers the codes beside the passkey', async () => {
    const received = serverWith([macBook]);
    const { user } = renderStep();
    await user.click(await screen.findByRole('radio', { name: 'An e-mail' }));
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByLabelText('Code from the e-mail')).toBeVisible();
    expect(screen.queryByText(/approve with your passkey/)).not.toBeInTheDocument();
    expect(postsTo(received, '/customers/passkey-approval/options')).toEqual([]);
  });
});

describe('the confirmation step without a passkey', () => {
  it('is the code step as before when the customer has no passkey', async () => {
    serverWith([]);
    const { listLoaded } = renderStep();
    await waitFor(() => expect(listLoaded()).toBe(true));
    expect(screen.getByRole('heading', { name: 'Confirm with a code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/passkey/)).not.toBeInTheDocument();
  });

  it('offers no passkey in a browser without WebAuthn', async () => {
    serverWith([macBook]);
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    const { listLoaded } = renderStep();
    await waitFor(() => expect(listLoaded()).toBe(true));
    expect(screen.getByRole('heading', { name: 'Confirm with a code' })).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/passkey/)).not.toBeInTheDocument();
  });
});
