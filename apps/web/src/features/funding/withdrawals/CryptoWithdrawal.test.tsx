import { limitExceededMessage } from '@maple/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { holdingCrypto } from '../../../test/approval-fixtures';
import { cryptoQuote, cryptoTransfer, txnHash } from '../../../test/crypto-transfer-fixtures';
import {
  btcWallet,
  inCooldown,
  newEthWallet,
  openCrypto,
  posted,
  quoteGuid,
  routes,
} from '../../../test/crypto-withdrawal-screen';
import { testCustomerGuid } from '../../../test/customer-session';
import { fakeServer, listOf, platformError } from '../../../test/fake-server';
import { passkeysRoute, supportWebAuthn } from '../../../test/passkey-fixtures';
import { walletRoutes } from '../../../test/wallet-fixtures';

vi.setConfig({ testTimeout: 30_000 });

describe('/withdrawals of crypto', () => {
  it('withdraws BTC to a usable wallet with the code bound to it, and follows it to its hash', async () => {
    const requests = fakeServer(
      routes({
        'POST /api/transfers': () => ({ status: 201, body: cryptoTransfer() }),
        'GET /api/transfers/e1e2e3e4e5e6e7e8e9eaebecedeeef00': () => ({
          body: cryptoTransfer({ state: 'completed', amount: 1_000_000n, txn_hash: txnHash }),
        }),
      }),
    );
    const user = await openCrypto();
    // The wallet still in its cooldown is shown, but cannot be chosen.
    const cooling = await screen.findByRole('radio', { name: /New ETH wallet/ });
    expect(cooling).toBeDisabled();
    expect(cooling).toHaveAccessibleName(/Usable for withdrawals in 5 h/);
    await user.click(screen.getByRole('radio', { name: /Hardware wallet · BTC · tb1q…jzsx/ }));
    expect(await screen.findByText(/Available to withdraw: 0\.5 BTC/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '0.01');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('heading', { name: 'Review your BTC withdrawal' });
    expect(review).toHaveFocus();
    const summary = review.closest('section') as HTMLElement;
    expect(within(summary).getByText('Network fee').nextSibling).toHaveTextContent('0.00002 BTC');
    expect(
      within(summary).getByText('Total taken from your account').nextSibling,
    ).toHaveTextContent('0.01002 BTC');
    // The code is offered once the server has said whether the travel rule applies (ADR 69).
    await user.click(await screen.findByRole('button', { name: 'E-mail me a code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(await screen.findByText('Sent and confirmed on the network.')).toBeInTheDocument();
    expect(screen.getByText('f418…9e16')).toBeInTheDocument();
    expect(screen.getByText(`Transaction hash ${txnHash}`)).toBeInTheDocument();

    expect(posted(requests, '/api/quotes')?.body).toEqual({
      product_type: 'crypto_transfer',
      customer_guid: testCustomerGuid,
      asset: 'BTC',
      side: 'withdrawal',
      receive_amount: '1000000',
    });
    const verified = posted(requests, '/customers/verify-crypto-otp')?.body as {
      withdrawal_reference: string;
    };
    expect(verified).toMatchObject({ external_wallet_guid: btcWallet.guid, otp: '123456' });
    const transfer = posted(requests, '/api/transfers');
    expect(transfer?.body).toEqual({
      quote_guid: verified.withdrawal_reference,
      external_wallet_guid: btcWallet.guid,
      confirmation_token: 'tok-c',
      transfer_type: 'crypto',
    });
    expect(transfer?.headers.get('Idempotency-Key')).toBeTruthy();
    // The app words refusals from our precise reasons, which /api gives only when preferred.
    expect(transfer?.headers.get('Prefer')).toBe('maple-message-codes');
  });

  it('offers no wallet whose cooldown is not known yet as usable', async () => {
    // The cooldowns read before the BTC wallet was added: they do not name it.
    fakeServer(routes(walletRoutes([btcWallet, null], [newEthWallet, inCooldown()])));
    const user = await openCrypto();
    const unknown = await screen.findByRole('radio', { name: /Hardware wallet · BTC/ });
    expect(unknown).toBeDisabled();
    expect(unknown).not.toHaveAccessibleName(/Usable/);
    await user.click(unknown);
    expect(unknown).not.toBeChecked();
  });

  it('converts an amount in CAD at the live price, and says why the crypto limit refuses it', async () => {
    const requests = fakeServer(
      routes({
        'POST /api/quotes': () =>
          platformError(
            422,
            'limit_exceeded',
            limitExceededMessage({
              limit: 'crypto_withdrawal_24h',
              cents: 10_000_00n,
              fitsAgainAt: new Date('2026-11-23T10:00:00.000Z'),
            }),
          ),
      }),
    );
    const user = await openCrypto();
    await user.click(await screen.findByRole('radio', { name: /Hardware wallet/ }));
    await user.click(screen.getByRole('radio', { name: 'CAD' }));
    // BTC sells at CAD 100,000.00: CAD 1,000.00 is 0.01 BTC.
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const refusal = await screen.findByText(/crypto withdrawal limit/);
    // The crypto limit by its name, never the funding limit of CAD deposits and withdrawals.
    expect(refusal).toHaveTextContent(
      'This amount would take your crypto withdrawals over the last 24 hours above your crypto withdrawal limit. From Nov',
    );
    expect(refusal).not.toHaveTextContent('CAD deposits');
    expect(screen.queryByRole('heading', { name: /Review your/ })).not.toBeInTheDocument();
    expect(posted(requests, '/api/quotes')?.body).toMatchObject({ receive_amount: '1000000' });
  });

  it('says an amount above the whole crypto limit never fits, naming the limit and its amount', async () => {
    fakeServer(
      routes({
        'POST /api/quotes': () =>
          platformError(
            422,
            'limit_exceeded',
            limitExceededMessage({
              limit: 'crypto_withdrawal_24h',
              cents: 10_000_00n,
              fitsAgainAt: null,
            }),
          ),
      }),
    );
    const user = await openCrypto();
    await user.click(await screen.findByRole('radio', { name: /Hardware wallet/ }));
    await user.click(screen.getByRole('radio', { name: 'CAD' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const refusal = await screen.findByText(/crypto withdrawal limit/);
    expect(refusal).toHaveTextContent(
      'This amount is more than your whole crypto withdrawal limit of $10,000.00 over 24 hours, so it can never fit in it. Enter a smaller amount.',
    );
    expect(refusal).not.toHaveTextContent(/From|fits again/);
  });

  it('refuses more than the balance before asking for a quote', async () => {
    const requests = fakeServer(routes());
    const user = await openCrypto();
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert', { name: 'Check these fields' })).toHaveTextContent(
      'Choose a wallet.',
    );
    await user.click(screen.getByRole('radio', { name: /Hardware wallet/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '0.6');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert', { name: 'Check these fields' })).toHaveTextContent(
      'more than the BTC you have available',
    );
    expect(posted(requests, '/api/quotes')).toBeUndefined();
  });

  it('lists a withdrawal awaiting approval with a way to cancel it', async () => {
    const requests = fakeServer(
      routes({
        'GET /api/transfers': ({ search }) => ({
          body: listOf(
            search.get('transfer_type') === 'crypto'
              ? [cryptoTransfer({ state: 'reviewing' })]
              : [],
          ),
        }),
        'DELETE /api/transfers/e1e2e3e4e5e6e7e8e9eaebecedeeef00': () => ({
          body: cryptoTransfer({ state: 'failed', failure_code: 'cancelled' }),
        }),
      }),
    );
    const user = await openCrypto();
    const list = await screen.findByRole('region', { name: 'Crypto withdrawals' });
    expect(await within(list).findByText('Awaiting approval by our team.')).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: /Cancel the transfer of 0\.01\sBTC/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the transfer' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('lists a withdrawal waiting for the customer’s approval first, with the way to review it', async () => {
    fakeServer(
      routes({
        'GET /api/transfers': ({ search }) => ({
          body: listOf(
            search.get('transfer_type') === 'crypto'
              ? [cryptoTransfer({ state: 'completed', txn_hash: txnHash }), holdingCrypto()]
              : [],
          ),
        }),
      }),
    );
    await openCrypto();
    const list = await screen.findByRole('region', { name: 'Crypto withdrawals' });
    const [first] = await within(list).findAllByRole('listitem');
    expect(first).toHaveTextContent('Awaiting your approval.');
    expect(
      within(first as HTMLElement).getByRole('link', {
        name: /^Review the withdrawal of 0\.00502\sBTC, which waits for your approval$/,
      }),
    ).toHaveAttribute('href', '/approvals');
    expect(within(first as HTMLElement).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('Max withdraws the whole balance, the network fee taken out of it by the quote', async () => {
    const requests = fakeServer(
      routes({
        'POST /api/quotes': ({ body }) => {
          const { deliver_amount } = body as { deliver_amount: string };
          return {
            status: 201,
            body: cryptoQuote('BTC', BigInt(deliver_amount) - 2_000n, 2_000n, quoteGuid),
          };
        },
      }),
    );
    const user = await openCrypto();
    await user.click(await screen.findByRole('radio', { name: /Hardware wallet · BTC/ }));
    await user.click(screen.getByRole('radio', { name: 'CAD' }));
    await user.click(
      await screen.findByRole('button', { name: 'Max: use all 0.5\u00a0BTC available' }),
    );
    const amount = screen.getByRole('textbox', { name: 'Amount (BTC)' });
    expect(amount).toHaveValue('0.5');
    expect(amount).toHaveAccessibleDescription(/the network fee comes out of it/);
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('heading', { name: 'Review your BTC withdrawal' });
    const summary = review.closest('section') as HTMLElement;
    expect(within(summary).getByText('Network fee').nextSibling).toHaveTextContent('0.00002 BTC');
    expect(
      within(summary).getByText('Total taken from your account').nextSibling,
    ).toHaveTextContent('0.5 BTC');
    expect(posted(requests, '/api/quotes')?.body).toEqual({
      product_type: 'crypto_transfer',
      customer_guid: testCustomerGuid,
      asset: 'BTC',
      side: 'withdrawal',
      deliver_amount: '50000000',
    });
  });

  it('an amount changed after Max is what reaches the wallet again', async () => {
    const requests = fakeServer(routes());
    const user = await openCrypto();
    await user.click(await screen.findByRole('radio', { name: /Hardware wallet · BTC/ }));
    await user.click(await screen.findByRole('button', { name: /^Max/ }));
    const amount = screen.getByRole('textbox', { name: 'Amount (BTC)' });
    await user.clear(amount);
    await user.type(amount, '0.4');
    expect(amount).toHaveAccessibleDescription(/the network fee comes on top/);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByRole('heading', { name: 'Review your BTC withdrawal' });
    expect(posted(requests, '/api/quotes')?.body).toMatchObject({ receive_amount: '40000000' });
  });

  it('states the withdrawal for a passkey: what reaches the wallet and its address', async () => {
    supportWebAuthn();
    fakeServer(routes({ 'GET /identity/passkeys': passkeysRoute() }));
    const user = await openCrypto();
    await user.click(await screen.findByRole('radio', { name: /Hardware wallet · BTC/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '0.01');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(
      await screen.findByText('Send 0.01 BTC to tb1q…jzsx — approve with your passkey.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'My passkey' })).toBeChecked();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(
      screen.getByText('Envoi de 0,01 BTC à tb1q…jzsx — approuvez-le avec votre clé d’accès.'),
    ).toBeVisible();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr-CA');
    fakeServer(routes());
    const user = await openCrypto('Retraits', 'Cryptomonnaies');
    expect(await screen.findByRole('heading', { name: 'Retirer des cryptos' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /New ETH wallet/ })).toHaveAccessibleName(
      /Utilisable pour les retraits dans 5 h/,
    );
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.getByRole('alert', { name: 'Vérifiez ces champs' })).toHaveTextContent(
      'Choisissez un portefeuille.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Retraits crypto' })).getByRole('status'),
    ).toHaveTextContent('Aucun retrait crypto pour l’instant.');
  });
});
