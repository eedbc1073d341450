import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is Stellar (XLM)? Lumens explained',
  description:
    'Stellar and lumens (XLM) explained: its history, the Stellar Consensus Protocol, anchors, memos and reserves, the risks, and which coins we offer instead.',
  heading: 'What is Stellar?',
  lead: `Stellar is a public blockchain network for payments and for issuing digital versions of currencies and other assets. Its native asset is the lumen (XLM). This guide explains where Stellar came from, how its network agrees on transactions, what anchors and memos are, and the risks involved. One thing to know first: ${b.brand} does not offer stellar.`,
  sections: [
    {
      heading: 'Stellar at a glance',
      blocks: [
        {
          kind: 'table',
          caption: 'Stellar at a glance',
          rows: [
            ['Launched', '2014'],
            ['Native asset', 'Lumen (XLM)'],
            ['Consensus', 'Stellar Consensus Protocol, no mining'],
            ['Supply', 'About 50 billion XLM; no new lumens are created'],
            ['Smallest unit', 'Stroop (0.0000001 XLM)'],
            [`On ${b.brand}`, 'Not offered'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} does not offer stellar (XLM): you cannot buy, sell, deposit or withdraw lumens with us. We trade bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. Never send lumens to a ${b.brand} deposit address: they would not be credited to your account and could be lost.`,
        },
      ],
    },
    {
      heading: 'A short history',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stellar launched in 2014. It was founded by Jed McCaleb, who had earlier helped create the [XRP Ledger](/what-is-XRP), and Joyce Kim. Its development is supported by the **Stellar Development Foundation** (SDF), a non-profit organization that funds the software and promotes the network. Stellar’s first software was adapted from the XRP Ledger’s code; in 2015 the network moved to a new design, the Stellar Consensus Protocol, created by Stanford professor David Mazières.',
        },
        {
          kind: 'paragraph',
          text: '**Lumens** (XLM) are Stellar’s native asset. 100 billion were created at launch, and for about five years the supply grew by 1% a year. In 2019 validators voted to end that inflation, and the SDF then destroyed about 55 billion lumens from its own holdings, leaving roughly 50 billion. Lumens are not mined and no new ones are created. The SDF still holds a large share of the supply, which it uses over time to fund the network and its ecosystem.',
        },
      ],
    },
    {
      heading: 'How the Stellar Consensus Protocol works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stellar has no mining. Instead, each validator chooses a set of other validators it trusts, called its **quorum set**. These sets overlap across the network, and the protocol, a form of what computer scientists call federated Byzantine agreement, lets validators settle on each new ledger once enough of the nodes they trust agree. A new ledger closes about every five seconds, and its transactions are then final.',
        },
        {
          kind: 'paragraph',
          text: 'This design uses little energy and confirms payments quickly. Its safety depends on validators choosing their quorum sets carefully. The protocol is built to stop and wait rather than accept conflicting histories, so if too many trusted validators failed at once, the network could pause until they came back.',
        },
        {
          kind: 'paragraph',
          text: 'Lumens have two practical jobs. They pay the small fee on every transaction: the base fee is 100 stroops, or 0.00001 XLM, a stroop being one ten-millionth of a lumen. And every account must keep a minimum balance of lumens, currently 1 XLM plus a little more for each trust line or offer it holds. Validators can vote to change these amounts.',
        },
      ],
    },
    {
      heading: 'Anchors, memos and addresses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On Stellar, anyone can issue a token, and the network has a built-in exchange where tokens can be traded. **Anchors** are businesses that connect the network to the traditional financial system. An anchor accepts a deposit of ordinary money, such as dollars or pesos, issues a matching token on Stellar, and pays the money back out when the token is returned.',
        },
        {
          kind: 'paragraph',
          text: 'This is what makes cross-border payments possible on Stellar: a sender can pay in one currency and the recipient can receive another, with the network finding a conversion path through its exchange, sometimes using lumens as a bridge between the two. Since 2024 Stellar has also supported smart contracts, through a platform called Soroban.',
        },
        {
          kind: 'paragraph',
          text: 'A token issued by an anchor is only as reliable as the anchor itself. If the anchor fails, is hacked or stops paying out, its token may no longer be worth what it claims to represent.',
        },
        { kind: 'subheading', text: 'Memos and addresses' },
        {
          kind: 'paragraph',
          text: 'A Stellar payment can carry a **memo**: a short text or number attached to the transaction. Exchanges that receive lumens for many customers at one shared address use the memo to tell deposits apart, much as XRP services use a destination tag. Sending lumens to an exchange without the memo it asked for is a common and costly mistake: the funds reach the exchange but not your account.',
        },
        {
          kind: 'list',
          items: [
            'A Stellar public address starts with the letter **G** and is 56 characters long.',
            'A secret key starts with the letter **S**. Whoever has it controls the account, so never share it or type it into a website you don’t trust.',
            'A new account only exists once it has received enough lumens to cover the minimum balance.',
          ],
        },
      ],
    },
    {
      heading: 'Risks to weigh',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatility**: the price of lumens can rise or fall sharply in a short time.',
            '**Concentration**: the SDF holds a large part of the supply, and its decisions affect the network and the market.',
            '**Issuer risk**: tokens on Stellar depend on the anchors and issuers behind them.',
            '**No reversals**: a payment sent to the wrong address, or without the right memo, cannot be undone by the network.',
            '**Rules and taxes**: regulation can change, and in Canada selling or exchanging crypto can have tax consequences.',
          ],
        },
      ],
    },
    {
      heading: `Stellar and ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Because ${b.brand} does not list stellar, you cannot buy XLM with Canadian dollars on our platform. Our [page on buying stellar](/how-to-buy-stellar) explains this and what you can do instead.`,
        },
        {
          kind: 'paragraph',
          text: 'If payment networks interest you, [XRP](/what-is-XRP), which we do trade, was also designed for fast, low-cost transfers. You can also read about [bitcoin](/what-is-bitcoin-btc), [ether](/what-is-ether), [litecoin](/what-is-litecoin) and [bitcoin cash](/what-is-bitcoin-cash), or browse the [learning centre](/learn).',
        },
        {
          kind: 'note',
          text: 'Risk warning: crypto assets, lumens included, are volatile and can lose much or all of their value in a short time. They are not bank deposits and are not covered by deposit insurance, and blockchain transfers cannot be reversed. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
