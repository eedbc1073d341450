import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is XRP? The XRP Ledger explained',
  description:
    'XRP explained for Canadians: the XRP Ledger, consensus without mining, Ripple, destination tags, reserves and drops, the risks, and buying XRP in CAD.',
  heading: 'What is XRP?',
  lead: 'XRP is the native digital asset of the XRP Ledger, a public blockchain built for fast, low-cost payments that has been running since 2012. It is not mined, all of it was created at launch, and it is often confused with Ripple, the company. Here is how the ledger works, what to watch for when you send XRP, and the risks to weigh before you buy.',
  sections: [
    {
      heading: 'The XRP Ledger and where XRP came from',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The **XRP Ledger** is an open-source [blockchain](/What-is-a-blockchain) that went live in 2012. Its original developers, David Schwartz, Jed McCaleb and Arthur Britto, designed it for payments: moving value quickly and cheaply, including between different currencies. A new version of the ledger is confirmed every few seconds, and the standard cost of a transaction is tiny: 10 drops, or 0.00001 XRP, rising only when the network is busy.',
        },
        {
          kind: 'paragraph',
          text: '**XRP** is the ledger’s own asset, the only one built into it. Exactly **100 billion XRP** were created when the ledger launched, and no more can ever be made: there is no mining and no new issuance. The small cost paid on each transaction is destroyed rather than paid to anyone, so the total supply shrinks very slowly over time.',
        },
      ],
    },
    {
      heading: 'How the ledger agrees without mining',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Instead of miners or stakers, the XRP Ledger uses its own **consensus protocol**. Servers called **validators**, run by companies, exchanges, developers and other independent operators, propose and vote on the set of transactions to apply next. Each server keeps a list of validators it trusts not to collude, called its Unique Node List. When a supermajority of those validators agree, usually within three to five seconds, the new ledger version is final.',
        },
        {
          kind: 'paragraph',
          text: 'With no race to solve puzzles, the ledger uses far less energy than proof-of-work networks such as [bitcoin](/what-is-bitcoin-btc). The trade-off is that it depends on validators being chosen well. Most servers start from a recommended list of validators published by a small number of organizations, and critics point out that this concentrates influence.',
        },
        {
          kind: 'paragraph',
          text: 'Changes to the ledger’s rules, called **amendments**, take effect only after more than 80% of trusted validators have supported them for two weeks.',
        },
      ],
    },
    {
      heading: 'XRP and Ripple are not the same thing',
      blocks: [
        {
          kind: 'paragraph',
          text: '**Ripple** is a private company based in the United States that builds payment and financial products. The XRP Ledger is a separate, open network that no company controls: independent validators run it, and anyone can use it without Ripple’s permission.',
        },
        {
          kind: 'paragraph',
          text: 'The two are closely linked, however. When the ledger launched, its creators gave 80 billion XRP to the company that became Ripple, and Ripple remains one of the largest holders. In 2017 it locked 55 billion XRP in escrow on the ledger, to be released at up to 1 billion a month, generally locking unused amounts back up. Ripple’s sales of XRP add to the supply on the market, and news about the company often moves the price of XRP, even though the ledger would keep running without it.',
        },
      ],
    },
    {
      heading: 'Sending XRP: addresses, destination tags and reserves',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An XRP Ledger address starts with the letter **r** and is 25 to 35 characters long. Payments sent to the wrong address cannot be reversed.',
        },
        { kind: 'subheading', text: 'Destination tags' },
        {
          kind: 'paragraph',
          text: 'Many exchanges and other custodial services receive XRP for all their customers at one shared address. To know which customer a deposit belongs to, they give each one a **destination tag**: a number sent along with the payment. If you send XRP to such a service without the tag, or with the wrong one, the funds reach the service but not your account, and getting them back can take weeks or may not be possible.',
        },
        {
          kind: 'paragraph',
          text: `When you withdraw XRP from ${b.brand} to an exchange or wallet that needs a destination tag, the withdrawal asks for it. Copy the tag exactly from the receiving service, together with the address. A wallet you control yourself usually needs no tag.`,
        },
        { kind: 'subheading', text: 'The account reserve' },
        {
          kind: 'paragraph',
          text: 'To exist on the ledger, an account must hold an amount of XRP that it cannot send away, called the **reserve**; it stops the ledger from filling up with empty accounts. The base reserve was 10 XRP until December 2024, when validators voted to lower it. It is now a small reserve, currently 1 XRP, plus a little more for each object the account owns, such as an open offer. Validators can vote to change it again.',
        },
        { kind: 'subheading', text: 'Drops' },
        {
          kind: 'paragraph',
          text: 'XRP divides into millionths. The smallest unit is the **drop**: 1 drop is 0.000001 XRP, so one XRP is 1,000,000 drops. Fees and reserves are often written in drops.',
        },
      ],
    },
    {
      heading: `XRP on ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} trades XRP against Canadian dollars. You ask for a quote to buy or sell, in CAD or in XRP; the quote shows the price, the spread and any fee, and holds for 10 seconds. You can keep your XRP in your ${b.brand} account, where the platform holds it on your behalf, or withdraw it to a wallet you control.`,
        },
        { kind: 'subheading', text: 'The Canadian purchase limit' },
        {
          kind: 'paragraph',
          text: `Canadian securities regulators treat a few crypto assets as “specified crypto assets”. Bitcoin, ether, litecoin and bitcoin cash are among them; XRP is not. As a result, most retail investors in most provinces can make net purchases of no more than **CAD 30,000** of XRP in any 12-month period on ${b.brand}. The limit is CAD 100,000 for eligible investors, and there is none for accredited investors; some provinces do not apply it at all.`,
        },
        {
          kind: 'paragraph',
          text: 'Our [guide to buying XRP](/how-to-buy-XRP) walks you through each step, and the [learning centre](/learn) covers the basics of crypto. When you are ready, [open an account](/signup).',
        },
        {
          kind: 'note',
          text: 'Risk warning: XRP is volatile and can lose much or all of its value in a short time, and its price is sensitive to news about Ripple and to legal and regulatory decisions. It is not a bank deposit and is not covered by deposit insurance, and transfers on the ledger cannot be reversed. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
