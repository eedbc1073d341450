import { PAD_TERMS_VERSION, recurringOrderRequestSchema } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { isKnownFieldMessage, translateFieldMessage } from '../../lib/errors/field-messages';
import { torontoDayOf } from '../../lib/forms/typed-input';
import { i18n } from '../../lib/i18n';
import { recurringOrder } from '../../test/recurring-order-fixtures';
import {
  blankRecurringOrder,
  checkRecurringChange,
  checkRecurringOrder,
  localChangeRefusal,
  orderFieldsShown,
  type RecurringOrderFormValues,
  type RecurringScheduleValues,
  scheduleValuesOf,
} from './recurring-order-form';

const today = '2026-11-22';
const typed = (values: Partial<RecurringOrderFormValues>): RecurringOrderFormValues => ({
  ...blankRecurringOrder(today),
  amount: '25',
  ...values,
});

/** The problems of a form as typed, field by field. */
const problemsOf = (values: Partial<RecurringOrderFormValues>) => {
  const checked = checkRecurringOrder(typed(values), 'en-CA', today);
  return checked.ok ? {} : checked.errors;
};

describe('checkRecurringOrder', () => {
  it('says what is wrong with the days, which the contract cannot know', () => {
    expect(problemsOf({ start_date: '' })).toEqual({ start_date: 'Choose a start date' });
    expect(problemsOf({ start_date: '2026-11-21' })).toEqual({
      start_date: 'Choose a start date from today on',
    });
    expect(problemsOf({ start_date: '2027-11-22' })).toEqual({});
    expect(problemsOf({ start_date: '2027-11-23' })).toEqual({
      start_date: 'Choose a start date within 365 days',
    });
    expect(problemsOf({ stop: 'date', end_date: '' })).toEqual({ end_date: 'Choose an end date' });
    expect(problemsOf({ start_date: '2026-12-01', stop: 'date', end_date: '2026-11-30' })).toEqual({
      end_date: 'Choose an end date on or after the start date',
    });
    // A last day typed but not chosen (the stop is "never") is not sent, so not checked.
    expect(problemsOf({ end_date: '2026-01-01' })).toEqual({});
    // A day no date input would give keeps the contract's words.
    expect(problemsOf({ stop: 'date', end_date: '2026-13-45' })).toEqual({
      end_date: 'Enter a date as YYYY-MM-DD',
    });
  });

  it('has words in both languages for every problem it finds', async () => {
    const typings: Partial<RecurringOrderFormValues>[] = [
      { amount: '' },
      { amount: '0' },
      { limit_price: 'cheap' },
      { stop: 'runs', max_runs: '' },
      { stop: 'runs', max_runs: '1.5' },
      { stop: 'runs', max_runs: '0' },
      { stop: 'runs', max_runs: '1001' },
      { start_date: '' },
      { start_date: '2020-01-01' },
      { start_date: '2030-01-01' },
      { stop: 'date', end_date: '' },
      { stop: 'date', end_date: '2026-11-01' },
    ];
    const messages = typings.flatMap((values) => Object.values(problemsOf(values)));
    expect(new Set(messages).size).toBeGreaterThanOrEqual(12);
    expect(messages.filter((message) => !isKnownFieldMessage(message))).toEqual([]);
    await i18n.changeLanguage('fr-CA');
    expect(translateFieldMessage('At most 1000 runs', i18n.t)).toBe('Au plus 1 000 exécutions.');
  });

  it('sends the runs as a number, and reads French figures', () => {
    const checked = checkRecurringOrder(
      typed({ amount: '1 250,5', stop: 'runs', max_runs: '12', limit_price: '50 000,25' }),
      'fr-CA',
      today,
    );
    expect(checked).toEqual({
      ok: true,
      data: {
        side: 'buy',
        asset: 'BTC',
        amount: '1250.5',
        frequency: 'weekly',
        start_date: today,
        max_runs: 12,
        limit_price: '50000.25',
      },
    });
  });
});

describe('checkRecurringOrder: what a buy is paid from', () => {
  const account = 'e0e1e2e3e4e5e6e7e8e9eaebecedeef0';
  const byBank = { funding: 'bank', bank_account_guid: account } as const;
  const sent = (values: Partial<RecurringOrderFormValues>, padNeeded: boolean) => {
    const checked = checkRecurringOrder(typed(values), 'en-CA', today, padNeeded);
    return checked.ok ? checked.data : checked.errors;
  };
  const weekly = {
    side: 'buy',
    asset: 'BTC',
    amount: '25',
    frequency: 'weekly',
    start_date: today,
  };

  it('sends the bank account, and the PAD terms only when they are to be agreed now', () => {
    expect(sent({ ...byBank, pad_terms: true }, true)).toEqual({
      ...weekly,
      ...byBank,
      pad_terms: PAD_TERMS_VERSION,
    });
    expect(sent({ ...byBank, pad_terms: true }, false)).toEqual({ ...weekly, ...byBank });
    expect(sent({ ...byBank }, false)).toEqual({ ...weekly, ...byBank });
  });

  it('asks for the PAD terms in the server’s words when they are needed and not ticked', () => {
    expect(sent(byBank, true)).toEqual({
      pad_terms: 'Agree to the pre-authorized debit terms for this bank account first',
    });
  });

  it('pays a sale and a daily buy from the balance, whatever was chosen before', () => {
    expect(sent({ ...byBank, side: 'sell' }, true)).toEqual({ ...weekly, side: 'sell' });
    expect(sent({ ...byBank, frequency: 'daily' }, true)).toEqual({
      ...weekly,
      frequency: 'daily',
    });
  });

  it('places a refusal only on a control on screen', () => {
    const buy = typed(byBank);
    expect(orderFieldsShown(buy, true)).toEqual(
      expect.arrayContaining(['frequency', 'funding', 'bank_account_guid', 'pad_terms']),
    );
    expect(orderFieldsShown(buy, false)).not.toContain('pad_terms');
    expect(orderFieldsShown(typed({ side: 'sell' }), true)).not.toContain('funding');
    expect(orderFieldsShown(typed({ frequency: 'daily' }), true)).toContain('frequency');
  });

  it('has words in both languages for the contract’s and the server’s refusals', async () => {
    const contract = recurringOrderRequestSchema
      .safeParse({ ...weekly, funding: 'card', pad_terms: 'pad-2020-01' })
      .error?.issues.map((issue) => issue.message);
    const server = [
      'A sale is paid from your balance',
      'A daily buy is paid from your balance: an EFT takes days',
      'Choose the bank account to pull from',
      'Choose one of your linked bank accounts',
      'A bank account is only for a buy funded by bank',
      'Agree to the pre-authorized debit terms for this bank account first',
    ];
    const messages = [...(contract ?? []), ...server];
    expect(messages).toHaveLength(8);
    expect(messages.filter((message) => !isKnownFieldMessage(message))).toEqual([]);
    await i18n.changeLanguage('fr-CA');
    expect(translateFieldMessage('Choose one of your linked bank accounts', i18n.t)).toBe(
      'Choisissez l’un de vos comptes bancaires liés.',
    );
  });
});

describe('checkRecurringChange', () => {
  const order = recurringOrder({ limit_price: '50000.5', end_date: '2027-06-30' });

  it('holds nothing when nothing changed, in either language', () => {
    for (const language of ['en-CA', 'fr-CA']) {
      const values = scheduleValuesOf(order, language);
      expect(checkRecurringChange(order, values, language, today)).toEqual({ ok: true, data: {} });
    }
  });

  it('refuses an end date already past, in the server’s words', () => {
    const values: RecurringScheduleValues = {
      ...scheduleValuesOf(recurringOrder({ start_date: '2026-11-01' }), 'en-CA'),
      stop: 'date',
      end_date: '2026-11-21',
    };
    const checked = checkRecurringChange(
      recurringOrder({ start_date: '2026-11-01' }),
      values,
      'en-CA',
      today,
    );
    expect(checked).toEqual({
      ok: false,
      errors: { end_date: 'Choose an end date from today on' },
    });
    expect(isKnownFieldMessage('Choose an end date from today on')).toBe(true);
  });

  it('holds only what changed, a cleared limit or stop as null', () => {
    const values: RecurringScheduleValues = {
      ...scheduleValuesOf(order, 'fr-CA'),
      stop: 'never',
      limit_price: '',
      frequency: 'daily',
    };
    expect(checkRecurringChange(order, values, 'fr-CA', today)).toEqual({
      ok: true,
      data: { frequency: 'daily', end_date: null, limit_price: null },
    });
  });
});

describe('localChangeRefusal', () => {
  it('says how often the schedule ran in the reader’s words, and leaves others as sent', async () => {
    await i18n.changeLanguage('fr-CA');
    const refused = localChangeRefusal(
      {
        kind: 'http',
        status: 400,
        message: 'It has already run 3 times',
        code: 'invalid_parameter',
        details: [
          { path: 'body.max_runs', message: 'It has already run 3 times' },
          { path: 'body.amount', message: 'Something else' },
        ],
      },
      i18n.t,
      'fr-CA',
    );
    expect(refused.details.map((detail) => detail.message)).toEqual([
      'Il a déjà été exécuté 3 fois : choisissez plus d’exécutions.',
      'Something else',
    ]);
  });
});

describe('torontoDayOf', () => {
  it('is the day in Toronto, whatever the reader’s time zone', () => {
    expect(torontoDayOf(new Date('2026-11-23T03:30:00.000Z'))).toBe('2026-11-22');
    expect(torontoDayOf(new Date('2026-11-23T05:30:00.000Z'))).toBe('2026-11-23');
  });
});
