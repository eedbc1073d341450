import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy XRP in Canada',
  description:
    'Buy XRP with Canadian dollars: the steps, the CAD 30,000 yearly purchase limit, and how to withdraw to an r-address with the right destination tag.',
  heading: 'How to buy XRP',
  lead: `XRP is the native asset of the XRP Ledger. You can buy it with Canadian dollars on ${b.brand}, but two things set it apart from our other assets: a yearly purchase limit under Canadian securities rules, and the destination tag you may need when you withdraw it.`,
  sections: [
    {
      heading: 'Why XRP',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The XRP Ledger has been running since 2012. All 100 billion XRP were created when it launched, so there is no mining: independent validators agree on each new version of the ledger, and payments usually confirm within seconds for a very small fee. The company Ripple uses XRP in some of its payment products and holds a large share of the supply. Read [what XRP is](/what-is-XRP) before you buy.',
        },
      ],
    },
    {
      heading: 'Buying XRP, step by step',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Create an account on the [sign-up page](/signup) and confirm your e-mail address.',
            'Verify your identity with a government photo ID, your Social Insurance Number, your address and your occupation.',
            'Add Canadian dollars by EFT or Interac e-Transfer (with your memo code).',
            'Open **Exchange**, choose **Buy** and select **XRP**.',
            'Enter the amount in CAD or in XRP.',
            'Review the quote, which lists the all-in price, the spread and any fee. It holds for 10 seconds, with a countdown, and is replaced by a fresh quote at the current price if it expires.',
            'Confirm to buy at exactly those amounts.',
            'See your XRP in **Assets** and the trade in **Orders**. It settles a few seconds after the trade, then it can be sold or withdrawn.',
          ],
        },
      ],
    },
    {
      heading: 'The CAD 30,000 purchase limit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Canadian securities rules treat bitcoin, ether, litecoin and bitcoin cash as “specified” crypto assets. XRP is not one of them, so most retail investors can make net purchases of at most **CAD 30,000 of XRP per 12 months**. Net means purchases minus sales. Eligible investors can buy up to CAD 100,000, and accredited investors have no cap. The rule does not apply in provinces that exempt it.',
        },
      ],
    },
    {
      heading: 'Fees and minimum',
      blocks: [
        {
          kind: 'paragraph',
          text: 'XRP is quoted at the mid price plus a 0.75% spread by default, with no separate trading fee by default, and the minimum trade is CAD 5.00. The quote shows the real figures before you confirm ([how quotes work](/Real-Time-Quotes)). A withdrawal also pays an XRP Ledger network fee, shown before you confirm.',
        },
      ],
    },
    {
      heading: 'Withdrawing XRP: address and destination tag',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An XRP Ledger address, or classic address, starts with a lowercase **r** and is 25 to 35 characters long. Exchanges and other shared services often use one address for many customers and tell them apart by a **destination tag**, a number you must include with the address. A personal wallet usually doesn’t need one.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copy the classic r… address from the receiving wallet or service, and its destination tag if it gives you one.',
            'Save both in **External Wallet** and confirm with a one-time code. The address is checked for format and against a deny list.',
            'The wallet can be used 24 hours after you add it.',
            'In **Withdrawals**, choose XRP, the wallet and the amount, check the network fee and confirm with a one-time code.',
          ],
        },
        {
          kind: 'note',
          text: 'Leaving out a required destination tag can mean your XRP arrives at the service but is never credited to you. Also, a brand-new XRP Ledger address only becomes active once it receives a minimum reserve of XRP, so check your wallet’s instructions before a first small transfer.',
        },
      ],
    },
    {
      heading: 'Tips and risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Check the destination tag digit by digit: a wrong tag is as bad as a missing one.',
            'Keep track of your XRP purchases and sales, both for the 12-month limit and for your taxes.',
            'Be wary of “XRP giveaways” and airdrops that ask you to send XRP first; they are scams.',
          ],
        },
        {
          kind: 'note',
          text: 'XRP’s price is volatile and has been affected by legal and regulatory news. It can lose a large part of its value quickly. Only invest what you can afford to lose. This guide is general information, not investment advice.',
        },
      ],
    },
  ],
}));
