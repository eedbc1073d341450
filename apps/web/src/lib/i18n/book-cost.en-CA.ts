/**
 * English (Canada) words of the book cost and unrealized gain shown beside the balances, on
 * /assets and the dashboard (docs/product/tax.md); part of the catalogue in en-CA.ts.
 */
export const bookCostEnCA = {
  bookCost: {
    bookCost: 'Book cost',
    gainOrLoss: 'Unrealized gain or loss',
    gain: 'Gain',
    loss: 'Loss',
    none: 'None',
    unavailable: 'Unavailable',
    gainUnavailable: 'Not available',
    loadFailed: 'Your book cost could not be loaded.',
    note: 'Book cost is the adjusted cost base of the crypto you hold. The unrealized gain or loss is its value less its book cost: it becomes a capital gain or loss only when you dispose of it.',
    estimated: 'Estimated',
    estimatedHelp:
      'The book cost includes a market value standing in for a cost you did not state, for crypto you transferred in.',
    legend: 'What the label means',
    taxCentre: 'See your tax centre',
    totalCost: 'Book cost of your crypto',
    totalGain: 'Unrealized gain or loss on your crypto',
  },
};
