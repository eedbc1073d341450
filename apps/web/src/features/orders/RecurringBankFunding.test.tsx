import { PAD_TERMS_VERSION, type PadAgreement } from '@maple/contracts';
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { bankAccount, bankAccountGuid } from '../../test/funding-fixtures';
import { refusal } from '../../test/price-alert-fixtures';
import { recurringOrder } from '../../test/recurring-order-fixtures';
import {
  type BankScene,
  calls,
  form,
  open,
  ordersPath,
  padAgreementsPath,
  row,
  serve,
  setUp,
  textOf,
} from '../../test/recurring-orders-screen';

// Only the clock is fake, so Toronto's today is Nov 22, 2026 on every run; timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T16:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The customer's verified chequing account at BMO, as every screen names it. */
const chequing = 'BMO Bank of Montreal ····1234';
const savingsGuid = 'e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1';
const savings = 'RBC Royal Bank ····6789';
/** Two verified accounts, and one not verified yet, which cannot be paid from. */
const accounts = [
  bankAccount(),
  bankAccount({
    guid: savingsGuid,
    name: 'Savings',
    plaid_institution_id: '003',
    plaid_account_mask: '6789',
  }),
  bankAccount({
    guid: 'e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2',
    plaid_account_mask: '5555',
    state: 'unverified',
  }),
];
/** The customer agreed to the current PAD terms for the savings account on Oct 5, 2026. */
const savingsAgreed: PadAgreement = {
  bank_account_guid: savingsGuid,
  terms_version: PAD_TERMS_VERSION,
  agreed_at: '2026-10-05T14:00:00.000Z',
};
const banked = (agreements: PadAgreement[] = []): BankScene => ({ accounts, agreements });

const terms = () =>
  within(form()).getByRole('region', { name: 'Pre-authorized debit (PAD) agreement' });
const agreeBox = () =>
  within(form()).getByRole('checkbox', { name: 'I agree to the pre-authorized debit terms above' });
const payFrom = () => within(form()).queryByRole('group', { name: 'Pay from' });

/** The form with $25 to spend each week, the bank account named `account` chosen to pay. */
async function buyFrom(account: string) {
  const user = await open();
  await user.click(await within(form()).findByLabelText(account));
  await user.type(within(form()).getByLabelText('CAD to spend each time'), '25');
  return user;
}

const weeklyBuy = {
  side: 'buy',
  asset: 'BTC',
  amount: '25',
  frequency: 'weekly',
  start_date: '2026-11-22',
};

describe('/orders?tab=recurring: a buy paid from a bank account', () => {
  it('offers the balance and each verified bank account, and shows the PAD terms for the one chosen', async () => {
    serve([], {}, banked());
    const user = await open();
    const group = await within(form()).findByRole('group', { name: 'Pay from' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('div')?.textContent)).toEqual([
      'My CAD balance',
      chequing,
      savings,
    ]);
    expect(within(group).getByLabelText('My CAD balance')).toBeChecked();
    expect(within(form()).queryByRole('region')).not.toBeInTheDocument();

    await user.click(within(group).getByLabelText(chequing));
    expect(within(group).getByLabelText(chequing)).toHaveAccessibleDescription(
      'Each run’s amount is taken from this account by EFT a few business days before the run.',
    );
    const words = textOf(terms());
    expect(words).toContain(
      `You, the payor, authorize Maple Exchange, and its financial institution, to debit your account ${chequing} for each run`,
    );
    expect(words).toContain('a few business days before the run');
    expect(words).toContain('You waive your right to be notified before each debit');
    expect(words).toContain('the 15-day period for receiving the written confirmation');
    expect(words).toContain('You may cancel this agreement at any time');
    expect(words).toContain('contact your financial institution or visit payments.ca');
    expect(words).toContain('This agreement is a personal PAD.');
    expect(within(terms()).getByText(`Terms version ${PAD_TERMS_VERSION}`)).toBeVisible();
    expect(agreeBox()).not.toBeChecked();
  });

  it('sends nothing until the PAD terms are ticked, and says so at the box', async () => {
    const requests = serve([], {}, banked());
    const user = await buyFrom(chequing);
    await setUp(user);

    expect(agreeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(agreeBox()).toHaveAccessibleDescription(
      'Agree to the pre-authorized debit terms for this bank account first.',
    );
    expect(agreeBox()).toHaveFocus();
    expect(calls(requests)).toEqual([]);
  });

  it('sends the funding, the bank account and the PAD terms once ticked, then knows they are agreed', async () => {
    const requests = serve([], {}, banked());
    const user = await buyFrom(chequing);
    await user.click(agreeBox());
    await setUp(user);

    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Recurring order set up: Buy $25.00 of BTC every week.',
    );
    expect(calls(requests)).toEqual([
      {
        method: 'POST',
        path: ordersPath,
        body: {
          ...weeklyBuy,
          funding: 'bank',
          bank_account_guid: bankAccountGuid,
          pad_terms: PAD_TERMS_VERSION,
        },
      },
    ]);
    // The form starts afresh, from the balance; the agreements are read again.
    expect(within(form()).getByLabelText('My CAD balance')).toBeChecked();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === padAgreementsPath)).toHaveLength(2),
    );
    await user.click(within(form()).getByLabelText(chequing));
    expect(
      await within(form()).findByText(
        'You agreed to the pre-authorized debit terms for this account on November 22, 2026.',
      ),
    ).toBeVisible();
    expect(within(form()).queryByRole('region')).not.toBeInTheDocument();
  });

  it('says when an account’s terms were agreed, and sends no PAD terms for it', async () => {
    const requests = serve([], {}, banked([savingsAgreed]));
    const user = await buyFrom(savings);
    expect(
      await within(form()).findByText(
        'You agreed to the pre-authorized debit terms for this account on October 5, 2026.',
      ),
    ).toBeVisible();
    expect(within(form()).queryByRole('checkbox')).not.toBeInTheDocument();
    await setUp(user);

    await waitFor(() => expect(calls(requests)).toHaveLength(1));
    expect(calls(requests)[0]?.body).toEqual({
      ...weeklyBuy,
      funding: 'bank',
      bank_account_guid: savingsGuid,
    });
  });

  it('asks for the terms anew for another account, and for an agreement to older terms', async () => {
    serve([], {}, banked([{ ...savingsAgreed, terms_version: 'pad-2020-01' }]));
    const user = await buyFrom(chequing);
    await user.click(agreeBox());
    await user.click(within(form()).getByLabelText(savings));
    expect(terms()).toBeVisible();
    expect(textOf(terms())).toContain(`debit your account ${savings}`);
    expect(agreeBox()).not.toBeChecked();
  });

  it('pays a sale and a daily buy from the balance: the choice is hidden, and no funding is sent', async () => {
    const requests = serve([], {}, banked());
    const user = await open();
    await user.click(await within(form()).findByLabelText(chequing));
    await user.click(within(form()).getByLabelText('Sell'));
    expect(payFrom()).not.toBeInTheDocument();
    expect(within(form()).queryByRole('region')).not.toBeInTheDocument();
    await user.type(within(form()).getByLabelText('BTC to sell each time'), '0.5');
    await setUp(user);
    await waitFor(() => expect(calls(requests)).toHaveLength(1));
    expect(calls(requests)[0]?.body).toEqual({ ...weeklyBuy, side: 'sell', amount: '0.5' });

    await user.click(within(form()).getByLabelText(chequing));
    await user.selectOptions(within(form()).getByLabelText('How often'), 'Every day');
    expect(payFrom()).not.toBeInTheDocument();
    expect(
      within(form()).getByText('An EFT takes days: a daily buy is paid from your balance.'),
    ).toBeVisible();
    await user.type(within(form()).getByLabelText('CAD to spend each time'), '25');
    await setUp(user);
    await waitFor(() => expect(calls(requests)).toHaveLength(2));
    expect(calls(requests)[1]?.body).toEqual({ ...weeklyBuy, frequency: 'daily' });
  });

  it('offers to link a bank account when none is verified', async () => {
    serve([], {}, { accounts: [bankAccount({ state: 'unverified' })], agreements: [] });
    await open();
    expect(
      await within(form()).findByRole('link', { name: 'Link a bank account' }),
    ).toHaveAttribute('href', '/payment-method');
    expect(within(form()).getByText(/^To pay from a bank account, link one first\./)).toBeVisible();
    const group = within(form()).getByRole('group', { name: 'Pay from' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByLabelText('My CAD balance')).toBeChecked();
  });
});

describe('/orders?tab=recurring: the server’s refusals of a bank-paid buy', () => {
  it('shows a refusal of the PAD terms at their box', async () => {
    const message = 'Agree to the pre-authorized debit terms for this bank account first';
    serve(
      [],
      {
        [`POST ${ordersPath}`]: () =>
          refusal(400, 'invalid_parameter', message, [{ path: 'body.pad_terms', message }]),
      },
      banked(),
    );
    const user = await buyFrom(chequing);
    await user.click(agreeBox());
    await setUp(user);

    await waitFor(() => expect(agreeBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(agreeBox()).toHaveAccessibleDescription(`${message}.`);
    expect(agreeBox()).toHaveFocus();
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['body.bank_account_guid', 'Choose one of your linked bank accounts', chequing],
    ['body.funding', 'A sale is paid from your balance', chequing],
    ['body.frequency', 'A daily buy is paid from your balance: an EFT takes days', 'How often'],
  ])('shows a refusal at %s at its field, in the reader’s words', async (path, message, label) => {
    serve(
      [],
      {
        [`POST ${ordersPath}`]: () =>
          refusal(400, 'invalid_parameter', message, [{ path, message }]),
      },
      banked([{ ...savingsAgreed, bank_account_guid: bankAccountGuid }]),
    );
    const user = await buyFrom(chequing);
    await within(form()).findByText(/^You agreed/);
    await setUp(user);

    const field = within(form()).getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(`${message}.`));
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/orders?tab=recurring: bank-paid buys in the list, and in French', () => {
  it('names the bank account a listed buy is paid from', async () => {
    serve([recurringOrder({ funding: 'bank', bank_account_guid: bankAccountGuid })], {}, banked());
    await open();
    await waitFor(() =>
      expect(textOf(row('Buy $25.00 of BTC every week'))).toContain(
        `Paid by a deposit from ${chequing}, started a few business days ahead`,
      ),
    );
  });

  it('says the PAD terms in French', async () => {
    await i18n.changeLanguage('fr-CA');
    serve([], {}, banked());
    const user = await open('Ordres');
    const group = await within(form()).findByRole('group', { name: 'Payer à partir de' });
    expect(within(group).getByLabelText('Mon solde en CAD')).toBeChecked();
    await user.click(await within(group).findByLabelText(chequing));

    const region = within(form()).getByRole('region', {
      name: 'Accord de débit préautorisé (DPA)',
    });
    expect(textOf(region)).toContain('Vous, le payeur, autorisez Maple Exchange');
    expect(textOf(region)).toContain('visitez paiements.ca');
    expect(within(region).getByText(`Version des conditions : ${PAD_TERMS_VERSION}`)).toBeVisible();
    expect(
      within(form()).getByRole('checkbox', {
        name: 'J’accepte les conditions de débit préautorisé ci-dessus',
      }),
    ).not.toBeChecked();
  });
});
