import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy bitcoin cash (BCH) in Canada',
  description:
    'Buy bitcoin cash with Canadian dollars, read a firm 10-second quote, and withdraw BCH to a CashAddr address without mixing it up with bitcoin.',
  heading: 'How to buy bitcoin cash',
  lead: `Bitcoin cash (BCH) shares its early history with bitcoin but is a separate coin on a separate network. On ${b.brand} you buy it with Canadian dollars in the same way as our other assets; the part that needs the most care is withdrawing it, because its addresses can be confused with bitcoin’s.`,
  sections: [
    {
      heading: 'Why bitcoin cash',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bitcoin cash was created on August 1, 2017, when part of the bitcoin community split from the main chain to allow much larger blocks. The aim was to keep transaction fees low so that the coin could be used for everyday payments. It keeps bitcoin’s 21 million coin cap and its proof-of-work mining. Anyone who held bitcoin at the split received the same amount of bitcoin cash. Read [what bitcoin cash is](/what-is-bitcoin-cash) to understand how it differs from bitcoin.',
        },
      ],
    },
    {
      heading: 'Buying bitcoin cash, step by step',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '[Sign up](/signup) and click the link in the confirmation e-mail.',
            'Verify your identity: government photo ID, Social Insurance Number, address and occupation.',
            'Deposit Canadian dollars by EFT from your linked bank account or by Interac e-Transfer with your memo code.',
            'In **Exchange**, choose **Buy** and make sure you select **Bitcoin Cash (BCH)**, not Bitcoin (BTC).',
            'Enter an amount in CAD or in BCH.',
            'Read the quote. The all-in price, the spread and any fee are listed separately and held for 10 seconds, with a countdown; if it expires you’ll see a fresh quote at the current price.',
            'Confirm, and the trade executes at exactly the quoted amounts.',
            'Your BCH shows in **Assets** right away and settles seconds later; the trade is listed in **Orders**.',
          ],
        },
      ],
    },
    {
      heading: 'Fees and minimum',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By default, bitcoin cash is quoted at the mid price plus a 0.75% spread, with no separate trading fee, and the minimum trade is CAD 5.00. The quote shows the actual figures before you confirm. Withdrawals carry a bitcoin cash network fee, shown on the withdrawal screen before you confirm it. See [real-time quotes](/Real-Time-Quotes) for how the price is worked out.',
        },
      ],
    },
    {
      heading: 'Withdrawing bitcoin cash safely',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bitcoin cash uses the **CashAddr** format: addresses begin with **bitcoincash:** followed by a string that usually starts with q or p. The prefix was introduced precisely so BCH addresses could not be mistaken for bitcoin addresses. Save the full address, prefix included.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copy a CashAddr receiving address from a wallet that supports bitcoin cash.',
            'Save it in **External Wallet** and confirm with a one-time code. We check the format and a deny list.',
            'Wait 24 hours before the new wallet can receive withdrawals.',
            'In **Withdrawals**, pick bitcoin cash, the wallet and the amount, look at the network fee and confirm with a one-time code.',
          ],
        },
        {
          kind: 'note',
          text: 'Never send bitcoin cash to a bitcoin address, or bitcoin to a bitcoin cash address. Some wallets still show older BCH addresses starting with 1 or 3, identical in form to bitcoin’s; use the CashAddr version instead. Transactions can’t be reversed.',
        },
      ],
    },
    {
      heading: 'Tips and risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Double-check the ticker (BCH) on the quote before confirming.',
            'If the receiving wallet also holds bitcoin, check you are on its bitcoin cash account.',
            'Make a small test withdrawal before a large one.',
            'Keep your trade records for tax time.',
          ],
        },
        {
          kind: 'note',
          text: 'Bitcoin cash is a volatile asset with far less trading activity than bitcoin, and its price can fall quickly. Only invest what you can afford to lose. This is general information, not investment advice.',
        },
      ],
    },
  ],
}));
