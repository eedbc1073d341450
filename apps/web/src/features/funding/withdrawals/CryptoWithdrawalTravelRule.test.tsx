import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  cryptoQuote,
  cryptoTransfer,
  quoteTravelRule,
} from '../../../test/crypto-transfer-fixtures';
import {
  openCrypto,
  posted,
  quoteGuid,
  routes,
  travelRulePath,
} from '../../../test/crypto-withdrawal-screen';
import { fakeServer } from '../../../test/fake-server';

vi.setConfig({ testTimeout: 30_000 });

/** The travel rule on a crypto withdrawal: whether it applies is the own backend's answer (ADR 69). */
describe('/withdrawals of crypto and the travel rule', () => {
  it('asks whose wallet it is when the travel rule applies, and sends the answer with the withdrawal', async () => {
    const requests = fakeServer(
      routes({
        'POST /api/quotes': () => ({
          status: 201,
          body: cryptoQuote('BTC', 2_000_000n, 2_000n, quoteGuid),
        }),
        [travelRulePath]: () => ({ body: quoteTravelRule(quoteGuid, true) }),
        'POST /api/transfers': () => ({
          status: 201,
          body: cryptoTransfer(
            { state: 'reviewing' },
            { travel_rule_required: true, travel_rule_party: 'third_party' },
          ),
        }),
      }),
    );
    const user = await openCrypto();
    await user.click(await screen.findByRole('radio', { name: /Hardware wallet/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '0.02');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { name: /Review your BTC/ })).toHaveFocus();
    // The form comes once the server has said the travel rule applies (ADR 69).
    expect(await screen.findByRole('heading', { name: 'Whose wallet is it?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert', { name: 'Check these fields' })).toHaveTextContent(
      'Say whose wallet it is.',
    );
    const group = screen.getByRole('group', { name: 'This wallet belongs to' });
    await user.click(within(group).getByRole('radio', { name: 'Someone else' }));
    await user.type(screen.getByRole('textbox', { name: 'Their full name' }), 'Grace Hopper');
    await user.type(
      screen.getByRole('textbox', { name: 'Their postal address' }),
      '1 Navy Way, Arlington, VA 22201, USA',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail me a code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(await screen.findByText('Awaiting approval by our team.')).toBeInTheDocument();
    expect(posted(requests, '/api/transfers')?.body).toMatchObject({
      travel_rule: {
        party: 'third_party',
        name: 'Grace Hopper',
        address: '1 Navy Way, Arlington, VA 22201, USA',
      },
    });
  });

  it('lets nothing be confirmed until it knows whether the travel rule applies', async () => {
    let known = false;
    fakeServer(
      routes({
        [travelRulePath]: () =>
          known
            ? { body: quoteTravelRule(quoteGuid, true) }
            : {
                status: 503,
                body: { message: 'Unavailable', code: 'service_unavailable', request_id: 'r1' },
              },
      }),
    );
    const user = await openCrypto();
    await user.click(await screen.findByRole('radio', { name: /Hardware wallet/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '0.02');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(
      await screen.findByText('We could not check whether we need to know whose wallet this is.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Whose wallet is it?' })).not.toBeInTheDocument();
    known = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Whose wallet is it?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).not.toBeInTheDocument();
  });
});
