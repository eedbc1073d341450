/** English (Canada) words of the back office's home; part of the catalogue in en-CA.ts. */
export const adminOverviewEnCA = {
  adminOverview: {
    intro: 'What waits in each work queue, and the day’s figures so far.',
    loadFailed: 'We could not load the overview.',
    queues: 'Work waiting',
    queue: {
      verifications: 'Verifications in review',
      compliance_cases: 'Open compliance cases',
      crypto_withdrawals: 'Crypto withdrawals to approve',
      suspense: 'Unassigned e-Transfers',
      reconciliation: 'Reconciliation differences',
      transfers: 'Failed or stuck transfers',
      dead_jobs: 'Dead jobs',
      adjustments: 'Adjustments to approve',
    },
    today: 'Today, {{day}} (UTC)',
    trades: 'Trades',
    volume: 'Volume (CAD)',
    revenue: 'Revenue (CAD)',
    newCustomers: 'New customers',
    returnedDeposits: 'Returned deposits',
  },
};
