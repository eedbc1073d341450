/** English (Canada) words of the limits in /settings (SPEC B4); part of the catalogue in en-CA.ts. */
export const limitsEnCA = {
  limits: {
    title: 'Limits',
    description:
      'How much you can move and invest. Each limit counts over a rolling period, so room comes back as older activity leaves it.',
    caption: 'Your limits, in Canadian dollars',
    columns: {
      limit: 'Limit',
      maximum: 'Maximum',
      used: 'Used',
      remaining: 'Left',
      resets: 'Fully available again',
    },
    names: {
      funding_24h: 'CAD deposits and withdrawals, last 24 hours',
      funding_7d: 'CAD deposits and withdrawals, last 7 days',
      crypto_withdrawal_24h: 'Crypto withdrawals (value in CAD), last 24 hours',
      investment_12m: 'Net purchases of {{assets}}, last 12 months',
    },
    noLimit: 'No limit',
    notUsed: 'Nothing used',
    eddRaised: 'Raised by enhanced due diligence',
    nothingUsed: 'You have not used any of your limits yet.',
    investmentNote:
      'Securities regulators cap the net purchases (purchases minus sales) of some crypto assets. Your investor category: {{category}}.',
    categories: { retail: 'retail', eligible: 'eligible', accredited: 'accredited' },
    accredited: 'Accredited investors have no investment limit.',
    exempt: 'The investment limit does not apply in your province.',
    loadFailed: 'Your limits could not be loaded.',
  },
};
