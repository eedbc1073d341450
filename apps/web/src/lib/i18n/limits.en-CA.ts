/**
 * English (Canada) words of the limits in /settings (docs/product/limits.md); part of the catalogue
 * in en-CA.ts.
 */
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
    /** A movement a limit refused (lib/limits/limit-refusal.ts). */
    refusal: {
      crossed: {
        funding_24h:
          'This amount would take your CAD deposits and withdrawals over the last 24 hours above your funding limit.',
        funding_7d:
          'This amount would take your CAD deposits and withdrawals over the last 7 days above your funding limit.',
        crypto_withdrawal_24h:
          'This amount would take your crypto withdrawals over the last 24 hours above your crypto withdrawal limit.',
        investment_12m:
          'This trade would take your net purchases of XRP over the last 12 months above your investment limit.',
        unknown: 'This amount would go over one of your limits.',
      },
      fitsAgain:
        'From {{time}}, an amount this size fits again. You can also enter a smaller amount.',
      neverFits: {
        funding_24h:
          'This amount is more than your whole funding limit of {{amount}} for CAD deposits and withdrawals over 24 hours, so it can never fit in it. Enter a smaller amount.',
        funding_7d:
          'This amount is more than your whole funding limit of {{amount}} for CAD deposits and withdrawals over 7 days, so it can never fit in it. Enter a smaller amount.',
        crypto_withdrawal_24h:
          'This amount is more than your whole crypto withdrawal limit of {{amount}} over 24 hours, so it can never fit in it. Enter a smaller amount.',
        investment_12m:
          'This trade is more than your whole investment limit of {{amount}} on net purchases of XRP over 12 months, so it can never fit in it. Enter a smaller amount.',
      },
    },
  },
};
