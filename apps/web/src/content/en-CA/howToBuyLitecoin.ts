import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy litecoin (LTC) in Canada',
  description:
    'Buy litecoin with Canadian dollars in a few steps, understand the quote, and withdraw LTC to an ltc1, L or M address in a wallet you control.',
  heading: 'How to buy litecoin',
  lead: `Litecoin (LTC) is one of the oldest cryptocurrencies still in wide use. On ${b.brand} you can buy it with Canadian dollars from as little as CAD 5.00, see the full price before you commit, and send it to your own wallet whenever you like.`,
  sections: [
    {
      heading: 'Why litecoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Charlie Lee launched litecoin in October 2011 as a lighter variant of bitcoin. It keeps bitcoin’s basic design but produces a block about every two and a half minutes instead of ten and uses a different mining algorithm, Scrypt. Its supply is capped at 84 million coins. People often use it for payments and transfers where quick confirmation and modest network fees matter. Learn more in [what litecoin is](/what-is-litecoin).',
        },
      ],
    },
    {
      heading: 'Buying litecoin, step by step',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Open an account from the [sign-up page](/signup) and confirm your e-mail.',
            'Complete identity verification: you’ll need a government photo ID, your Social Insurance Number, your home address and your occupation.',
            'Put Canadian dollars in your account by EFT or by Interac e-Transfer (include the memo code shown on the Deposits screen).',
            'On **Exchange**, select **Buy** and **Litecoin (LTC)**.',
            'Enter how much you want to spend in CAD, or how many LTC you want.',
            'Check the quote: all-in price, spread and any fee, shown separately. You have 10 seconds, shown by a countdown; after that the screen re-quotes at the current price.',
            'Confirm, and the purchase executes at exactly the amounts quoted.',
            'Find your litecoin in **Assets** and the trade in **Orders**. It settles within seconds; before that it can’t be sold or withdrawn.',
          ],
        },
      ],
    },
    {
      heading: 'What it costs',
      blocks: [
        {
          kind: 'table',
          caption: 'Buying litecoin (defaults)',
          rows: [
            ['Minimum trade', 'CAD 5.00'],
            ['Spread', '0.75% above the mid price'],
            ['Trading fee', 'None by default'],
            ['Withdrawal', 'Litecoin network fee, shown before you confirm'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'These are defaults; the quote always shows the actual price, spread and fee before you confirm. For the full method, see [real-time quotes](/Real-Time-Quotes).',
        },
      ],
    },
    {
      heading: 'Withdrawing litecoin to your own wallet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Litecoin addresses come in three common forms: **ltc1** (the modern format most wallets use), **L** (legacy) and **M** (script addresses). Use one of these from a wallet that supports litecoin.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copy a receiving address from your litecoin wallet.',
            'Add it in **External Wallet** and confirm with a one-time code. We check that it is a valid litecoin address and screen it against a deny list.',
            'The wallet becomes usable 24 hours after you add it.',
            'Go to **Withdrawals**, choose litecoin, the wallet and the amount, check the network fee and confirm with a one-time code.',
          ],
        },
        {
          kind: 'note',
          text: 'Some older wallets show litecoin script addresses starting with 3, which look exactly like bitcoin addresses. To avoid mix-ups between the two networks, ask your wallet for an ltc1 or M address instead.',
        },
      ],
    },
    {
      heading: 'Tips and risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Litecoin and bitcoin are separate networks: coins sent to the wrong one may be lost.',
            'For a first withdrawal to a new wallet, send a small amount and check it arrives.',
            'Secure your account with two-factor sign-in and keep your recovery codes offline.',
            'Keep your trade history for your tax return.',
          ],
        },
        {
          kind: 'note',
          text: 'Litecoin is volatile and smaller than bitcoin, and its price can drop sharply. Only invest money you can afford to lose. This guide is general information, not investment advice.',
        },
      ],
    },
  ],
}));
