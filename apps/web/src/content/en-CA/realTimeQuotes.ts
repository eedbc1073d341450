import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Real-time crypto quotes in Canadian dollars',
  description:
    'Live CAD prices and firm 10-second quotes: how a quote is built from the mid price and the spread, why it expires, and a worked example.',
  heading: 'Real-time quotes in Canadian dollars',
  lead: `Prices on ${b.brand} are live market prices in CAD. When you want to trade, you ask for a quote: a firm price that shows exactly what you pay or receive, with the spread and any fee set out separately, held for 10 seconds while you decide.`,
  sections: [
    {
      heading: 'Live prices and charts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site and your dashboard show live prices in Canadian dollars for bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, updated every few seconds. These are **mid-market prices**: the midpoint of the market, before any spread.',
        },
        {
          kind: 'paragraph',
          text: 'Charts show each asset’s price over 1 day, 1 week, 1 month, 1 year and 5 years, so you can see a move in context before you trade.',
        },
        {
          kind: 'paragraph',
          text: 'If our price feed is interrupted, prices are marked as delayed and quotes are paused until live prices are confirmed again. We would rather not quote at all than quote on stale prices.',
        },
      ],
    },
    {
      heading: 'How a quote is built',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To trade, you choose buy or sell and enter an amount in CAD or in the coin. The quote is then built in a few simple steps:',
        },
        {
          kind: 'list',
          items: [
            '**Mid price:** the live market price of the asset in CAD.',
            '**Buy price:** the mid price plus the spread. **Sell price:** the mid price minus the spread.',
            '**Spread:** 0.75% per side by default, and 0.25% for USDC.',
            '**Fee:** no separate trading fee by default. If a fee ever applies, it is shown on its own line.',
            '**Rounding:** amounts are rounded to the cent in CAD and to the coin’s smallest unit, a difference of less than one unit.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The spread and fee figures above are defaults. Whatever they are, the quote screen always shows the actual price, spread and fee before you confirm, so there is nothing hidden in the rate. The minimum trade is CAD 5.00.',
        },
      ],
    },
    {
      heading: 'The 10-second countdown',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A quote is firm for 10 seconds, and a countdown shows the time left. Confirm within that window and the trade executes at exactly the quoted amounts, even if the market moves while you are clicking. Each quote can be executed only once.',
        },
        {
          kind: 'paragraph',
          text: 'When the countdown reaches zero, the screen asks for a new quote automatically. The new price reflects the market at that moment, whether it has moved in your favour or not. Read it, and confirm only if you are happy with it.',
        },
        { kind: 'subheading', text: 'Why quotes expire' },
        {
          kind: 'paragraph',
          text: 'Crypto prices change continuously. A quote that stayed valid for minutes would either expose one side to a stale price or need a wider spread to cover that risk. A short, firm window lets us give you a price you can rely on without padding the spread for a long wait, and keeps every trade close to the live market.',
        },
      ],
    },
    {
      heading: 'A worked example',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Suppose the mid price of bitcoin is exactly CAD 100,000 and the default spread applies, with no fee. Here is what quotes for 0.01 BTC would look like.',
        },
        {
          kind: 'table',
          caption: 'Illustrative quotes for 0.01 BTC at a mid price of CAD 100,000',
          rows: [
            ['Mid price', 'CAD 100,000.00 per BTC'],
            ['Buy price (mid + 0.75%)', 'CAD 100,750.00 per BTC'],
            ['You pay to buy 0.01 BTC', 'CAD 1,007.50'],
            ['Sell price (mid − 0.75%)', 'CAD 99,250.00 per BTC'],
            ['You receive for selling 0.01 BTC', 'CAD 992.50'],
            ['Spread on each side', 'CAD 7.50'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Buying 0.01 BTC and selling it straight back would cost CAD 15.00 in spread, about 1.5% of the amount, before any change in the market price. For USD Coin, the narrower spread matters: if USDC were priced at CAD 1.40, buying 1,000 USDC would cost CAD 1,403.50 (1.40 plus 0.25%).',
        },
        {
          kind: 'note',
          text: 'These figures are round numbers chosen to show the arithmetic. They are not current prices and not a forecast. Crypto prices are volatile and can fall as well as rise.',
        },
      ],
    },
    {
      heading: 'Common questions',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Why is my quote different from the price on the chart?',
              answer: [
                'The chart shows the mid-market price. Your quote adds the spread when you buy and subtracts it when you sell, and shows any fee separately.',
              ],
            },
            {
              question: 'Can I enter an amount in dollars instead of coins?',
              answer: [
                'Yes. You can ask for a quote in CAD (for example, “buy CAD 250 of ether”) or in the coin (for example, “sell 0.5 LTC”). Either way, the quote shows what you pay and what you receive.',
              ],
            },
            {
              question: 'Does a larger trade get a different price?',
              answer: [
                'No. The quote is calculated the same way whatever the size of the trade, within your account limits.',
              ],
            },
          ],
        },
      ],
    },
  ],
}));
