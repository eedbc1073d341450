/**
 * English (Canada) words for the codes the back office receives (states, kinds, reasons), so staff
 * read words, not `drivers_license` or `funding_24h`; part of the catalogue in en-CA.ts. A code
 * missing here is shown as sent (features/admin/kit/code-labels.ts).
 */
export const staffCodesEnCA = {
  staffCodes: {
    customerState: {
      storing: 'Being created',
      unverified: 'Not verified',
      verified: 'Verified',
      rejected: 'Rejected',
      frozen: 'Frozen',
    },
    transferState: {
      storing: 'Being made',
      holding: 'Awaiting the customer’s approval',
      reviewing: 'Awaiting approval',
      pending: 'Under way',
      completed: 'Completed',
      failed: 'Failed',
    },
    transferType: {
      funding: 'CAD',
      funding_return: 'Returned deposit',
      crypto: 'Crypto',
    },
    investorCategory: { retail: 'Retail', eligible: 'Eligible', accredited: 'Accredited' },
    outcome: { passed: 'Passed', failed: 'Failed' },
    side: { deposit: 'Deposit', withdrawal: 'Withdrawal', buy: 'Buy', sell: 'Sell' },
    tradeState: {
      storing: 'Being made',
      pending: 'Pending',
      executed: 'Executed',
      settling: 'Settling',
      completed: 'Completed',
      failed: 'Failed',
    },
    verificationMethod: {
      id_and_selfie: 'Photo ID and selfie',
      attested: 'Attested by a bank',
      enhanced_due_diligence: 'Enhanced due diligence',
      document_submission: 'Documents',
    },
    verificationState: {
      storing: 'Being created',
      waiting: 'Waiting for the customer',
      pending: 'Being checked',
      reviewing: 'In review',
      expired: 'Expired',
      completed: 'Completed',
    },
    bankAccountState: {
      storing: 'Awaiting the customer’s approval',
      completed: 'Usable',
      failed: 'Failed',
      refresh_required: 'Needs relinking',
      unverified: 'Awaiting micro-deposits',
      deleting: 'Being removed',
      deleted: 'Removed',
    },
    walletState: {
      storing: 'Being added',
      pending: 'Pending',
      completed: 'Usable',
      failed: 'Refused',
      deleting: 'Being removed',
      deleted: 'Removed',
    },
    ledgerKind: {
      trade: 'Trade',
      sandbox_funding: 'Sandbox funding',
      reversal: 'Reversal',
      funding: 'CAD deposit or withdrawal',
      crypto_transfer: 'Crypto transfer',
      adjustment: 'Manual adjustment',
    },
    sessionEnd: {
      signed_out: 'signed out',
      superseded: 'a newer sign-in',
      password_changed: 'password changed',
      locked: 'account locked',
      revoked_by_staff: 'ended by staff',
      deactivated: 'deactivated',
      role_changed: 'role changed',
      mfa_reset: 'MFA reset',
    },
    limit: {
      funding_24h: 'CAD deposits and withdrawals, last 24 hours',
      funding_7d: 'CAD deposits and withdrawals, last 7 days',
      crypto_withdrawal_24h: 'Crypto withdrawals (value in CAD), last 24 hours',
      investment_12m: 'Net purchases of restricted assets, last 12 months',
    },
    documentKind: {
      statement: 'Statement',
      tax_report: 'Tax report',
      trade_confirmation: 'Trade confirmation',
      transfer_confirmation: 'Transfer confirmation',
    },
    language: { 'en-CA': 'English', 'fr-CA': 'French' },
    photoId: {
      drivers_license: 'Driver’s licence',
      passport: 'Passport',
      identification_card: 'Provincial ID card',
      residence_card: 'Permanent resident card',
    },
  },
};
