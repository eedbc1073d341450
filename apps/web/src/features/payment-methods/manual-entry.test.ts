import { describe, expect, it } from 'vitest';
import { validateFields } from '../../lib/forms/field-errors';
import { manualEntryBody, manualEntryFields, manualEntrySchema } from './manual-entry';

const check = (values: Record<string, string>) =>
  validateFields(
    manualEntrySchema,
    { name: 'Everyday', institution: '003', transit: '12345', account: '1234567', ...values },
    manualEntryFields,
  );

describe('manual entry of routing details', () => {
  it('builds Cybrid’s raw routing details: 0, institution, transit', () => {
    const checked = check({ institution: ' 815 ', account: '123456789012' });
    expect(checked.ok && manualEntryBody(checked.data)).toEqual({
      name: 'Everyday',
      account_kind: 'raw_routing_details',
      asset: 'CAD',
      counterparty_bank_account: {
        routing_number_type: 'CPA',
        routing_number: '081512345',
        account_number: '123456789012',
      },
    });
  });

  it.each([
    [{ institution: '03' }, { institution: 'Enter the 3-digit institution number' }],
    [{ institution: '999' }, { institution: 'This institution number is not one we know' }],
    [{ transit: '1234a' }, { transit: 'Enter the 5-digit transit number' }],
    [{ account: '123456' }, { account: 'Enter the account number: 7 to 12 digits' }],
    [{ account: '1234567890123' }, { account: 'Enter the account number: 7 to 12 digits' }],
    [{ name: ' ' }, { name: 'Give the account a nickname' }],
  ])('refuses %o with the words the screen shows', (values, errors) => {
    expect(check(values)).toEqual({ ok: false, errors });
  });
});
