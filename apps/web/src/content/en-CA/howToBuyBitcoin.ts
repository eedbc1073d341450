import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy bitcoin in Canada',
  description:
    'Buy bitcoin with Canadian dollars, step by step: sign up, verify, fund in CAD, read a firm 10-second quote, then move BTC to your own wallet if you wish.',
  heading: 'How to buy bitcoin in Canada',
  lead: `On ${b.brand} you buy bitcoin directly with Canadian dollars, at a firm price you see before you confirm. This guide takes you from an empty account to your first bitcoin, explains what you pay, and shows how to move your coins to a wallet you control.`,
  sections: [
    {
      heading: 'Why people buy bitcoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bitcoin, launched in 2009, was the first cryptocurrency and remains the largest by market value. It runs on a public network that no company or government controls, and its rules cap the supply at 21 million coins. Some people hold it for the long term, some use it to send value across borders, and some simply want to understand it. Whatever your reason, start with [what bitcoin is](/what-is-bitcoin-btc) and how it works.',
        },
        {
          kind: 'paragraph',
          text: 'You don’t need to buy a whole bitcoin. Each one divides into 100 million units called satoshis, so a purchase of a few dollars is perfectly normal.',
        },
      ],
    },
    {
      heading: 'Buying bitcoin, step by step',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Create your account.** [Sign up](/signup) with your e-mail address and a password, then confirm your e-mail from the link we send you.',
            '**Verify your identity.** Have a government photo ID, your Social Insurance Number, your address and your occupation ready. Most applications are approved at once.',
            '**Add Canadian dollars.** Link a bank account in your own name and deposit by EFT, or send an Interac e-Transfer with the memo code shown on the Deposits screen.',
            '**Open Exchange** and choose **Buy** and **Bitcoin (BTC)**.',
            '**Enter an amount**, either in dollars (say, CAD 250) or in bitcoin (say, 0.002 BTC).',
            '**Read the quote.** It shows the all-in price, the spread and any fee on separate lines, with a 10-second countdown. If time runs out, the screen fetches a new quote at the current price.',
            '**Confirm.** Your order executes at exactly the quoted amounts.',
            '**Check Assets and Orders.** The bitcoin shows in your balance straight away and settles a few seconds later; until then it can’t be sold or withdrawn. The trade is listed in Orders.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'New to the platform? The [getting started](/getting-started) guide covers sign-up, two-factor sign-in and verification in more detail.',
        },
      ],
    },
    {
      heading: 'What you pay',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your price is the market mid price plus a spread, 0.75% by default for bitcoin, with no separate trading fee by default. On a CAD 500 purchase, that spread comes to about CAD 3.72. The quote always shows the actual figures before you confirm, and the [real-time quotes](/Real-Time-Quotes) page explains the calculation in full.',
        },
        {
          kind: 'table',
          caption: 'Buying bitcoin at a glance (defaults)',
          rows: [
            ['Minimum trade', 'CAD 5.00'],
            ['Spread', '0.75% above the mid price'],
            ['Trading fee', 'None by default'],
            ['Quote held for', '10 seconds'],
            ['Withdrawal to your wallet', 'Bitcoin network fee, shown before you confirm'],
          ],
        },
      ],
    },
    {
      heading: 'Moving bitcoin to your own wallet',
      blocks: [
        {
          kind: 'paragraph',
          text: `While your bitcoin is on ${b.brand}, we hold it for you. If you would rather hold the keys yourself, read about [custodial and non-custodial crypto](/Non-Custodial), then withdraw to a wallet you control:`,
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'In your wallet app, copy a bitcoin receiving address. It starts with **bc1** (the usual format today), **1** or **3**.',
            'Paste it into **External Wallet** and confirm with a one-time code from your e-mail or authenticator app. We check the address format and a deny list.',
            'Wait 24 hours. A newly added wallet can receive withdrawals once that time has passed.',
            'In **Withdrawals**, choose bitcoin, your saved wallet and the amount. Check the network fee, then confirm with a one-time code.',
          ],
        },
        {
          kind: 'note',
          text: 'Bitcoin transactions can’t be reversed. Bitcoin cash is a separate network whose older addresses also begin with 1 or 3, so make sure the address really belongs to a bitcoin wallet, and consider a small test withdrawal first.',
        },
      ],
    },
    {
      heading: 'Tips and risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Turn on two-factor sign-in before you deposit money.',
            'Start with a small purchase to see how quotes and settlement work.',
            'Some people buy in smaller amounts over time rather than all at once. It smooths the price you pay but does not protect you from losses.',
            'Keep a record of each purchase for your taxes; your Orders history shows the date, amount and price in CAD.',
            'Ignore anyone who promises to multiply your bitcoin or asks you to send coins to “verify” a wallet.',
          ],
        },
        {
          kind: 'note',
          text: 'Bitcoin’s price is volatile: it has fallen by more than half several times in its history and can do so again. Only invest money you can afford to lose. This guide is general information, not investment advice.',
        },
      ],
    },
  ],
}));
