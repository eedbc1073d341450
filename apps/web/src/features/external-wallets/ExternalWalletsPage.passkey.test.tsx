import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRoute, fakeServer, listOf } from '../../test/fake-server';
import { fundingStatus } from '../../test/funding-fixtures';
import { passkeysRoute, supportWebAuthn } from '../../test/passkey-fixtures';
import { renderApp } from '../../test/render-app';
import { walletCheck, walletCooldowns, xrpAddress } from '../../test/wallet-fixtures';

/** Answers the check as the server would for a valid address, echoing what was asked. */
const validCheck: FakeRoute = ({ body }) => {
  const asked = body as { asset: string; address: string; tag: string | null };
  return { body: walletCheck(asked.asset, asked.address, asked.tag) };
};

describe('/external-wallet: adding a wallet with a passkey', () => {
  it('states the new wallet for the passkey: its asset, its address and its tag', async () => {
    supportWebAuthn();
    const requests = fakeServer({
      'GET /identity/mfa': () => ({
        body: { data: { totp_enrolled: false, recovery_codes_left: 0 } },
      }),
      'GET /identity/passkeys': passkeysRoute(),
      'GET /api/external_wallets': () => ({ body: listOf([]) }),
      'GET /customers/external-wallets/cooldowns': () => ({ body: walletCooldowns([]) }),
      'POST /customers/check-wallet': validCheck,
      'GET /customers/funding': () => ({ body: fundingStatus() }),
    });
    storeTestCustomerSession();
    renderApp('/external-wallet');
    const user = userEvent.setup();
    const heading = await screen.findByRole(
      'heading',
      { name: 'Add a wallet' },
      { timeout: 5_000 },
    );
    const section = heading.closest('section') as HTMLElement;
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Asset' }), 'XRP');
    await user.type(within(section).getByRole('textbox', { name: /^Name/ }), 'Hardware wallet');
    await user.type(within(section).getByRole('textbox', { name: 'Address' }), xrpAddress);
    await user.type(within(section).getByRole('textbox', { name: /^Destination tag/ }), '12345');
    // Continue waits for the check of the address with this tag.
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === '/customers/check-wallet').at(-1)?.body,
      ).toMatchObject({ address: xrpAddress, tag: '12345' }),
    );
    await within(section).findByText('A valid XRP address.');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));

    expect(
      await within(section).findByText(
        'Add a wallet for XRP at rPT1…pAYe with tag 12345 — approve with your passkey.',
      ),
    ).toBeVisible();
    expect(within(section).getByRole('radio', { name: 'My passkey' })).toBeChecked();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(
      within(section).getByText(
        'Ajout d’un portefeuille XRP à l’adresse rPT1…pAYe avec l’étiquette 12345 — approuvez-le avec votre clé d’accès.',
      ),
    ).toBeVisible();
  });
});
