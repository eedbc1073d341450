import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is bitcoin cash (BCH)? How it differs from BTC',
  description:
    'Bitcoin cash explained: the 2017 block-size fork, bigger blocks, the 21 million cap, CashAddr vs legacy addresses, and how BCH differs from bitcoin.',
  heading: 'What is bitcoin cash?',
  lead: 'Bitcoin cash (BCH) is a cryptocurrency that split from bitcoin in August 2017, after a long dispute over how the network should grow. It shares bitcoin’s history up to the split and its 21 million coin limit, but takes a different path: much larger blocks, so that more payments fit directly on the blockchain at low cost.',
  sections: [
    {
      heading: 'The 2017 fork over block size',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By 2017, bitcoin blocks were limited to about 1 MB. At busy times, fees climbed and transactions waited for hours. The community disagreed about the fix. One side wanted to keep blocks small and handle growth through upgrades such as Segregated Witness (SegWit) and payment layers built on top of bitcoin. The other wanted to raise the block size so that more payments could be recorded directly on the [blockchain](/What-is-a-blockchain).',
        },
        {
          kind: 'paragraph',
          text: 'On **August 1, 2017**, the big-block side launched bitcoin cash as a **hard fork**: a copy of the bitcoin blockchain that, from that block on, followed new rules and grew its own chain. Every bitcoin balance at the moment of the fork had a matching bitcoin cash balance on the new chain. From then on, the two networks and their coins went separate ways.',
        },
        {
          kind: 'paragraph',
          text: `Bitcoin cash split again in November 2018, when a group left to create Bitcoin SV (BSV), a separate coin. ${b.brand} trades bitcoin cash (BCH) only.`,
        },
      ],
    },
    {
      heading: 'How bitcoin cash differs from bitcoin',
      blocks: [
        {
          kind: 'table',
          caption: 'Bitcoin cash compared with bitcoin',
          rows: [
            [
              'Block size',
              'Raised to 8 MB at the fork and 32 MB in 2018; since 2024 the limit can rise with usage. Bitcoin kept a much smaller limit.',
            ],
            ['Block time', 'About 10 minutes, like bitcoin'],
            ['Maximum supply', '21 million BCH, like bitcoin'],
            ['Consensus', 'Proof of work with SHA-256, the same mining algorithm as bitcoin'],
            ['SegWit', 'Not adopted (bitcoin adopted it in 2017)'],
            ['Addresses', 'CashAddr format (bitcoincash:q… or p…); legacy format also valid'],
            ['Smallest unit', '1 satoshi = 0.00000001 BCH'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Because its blocks are rarely full, bitcoin cash usually has very low network fees, which suits small everyday payments. The trade-off is that far less mining power secures bitcoin cash than bitcoin, so in principle it would be cheaper to attack, and bigger blocks make running a full copy of the blockchain more demanding over time.',
        },
      ],
    },
    {
      heading: 'Addresses: CashAddr and legacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'At the fork, bitcoin cash kept bitcoin’s address format, so a bitcoin cash address could look exactly like a bitcoin address, starting with 1 or 3. People sent coins to the wrong network by mistake. In January 2018, bitcoin cash introduced **CashAddr**, a distinct format: an address starts with the prefix **bitcoincash:** followed by q for ordinary addresses or p for script addresses. Many wallets hide the prefix and show only the part after it.',
        },
        {
          kind: 'paragraph',
          text: 'Legacy-format addresses still work on the bitcoin cash network, and the two formats can be converted into each other. The danger is confusion: nothing in a legacy address says which network it belongs to.',
        },
        {
          kind: 'list',
          items: [
            'Use a CashAddr address whenever your wallet offers one.',
            'Make sure the receiving wallet supports bitcoin cash, not just bitcoin.',
            'Never send BCH to a bitcoin address, or BTC to a bitcoin cash address: such coins are hard, and often impossible, to recover.',
          ],
        },
        {
          kind: 'note',
          text: `On ${b.brand}, every saved withdrawal wallet is checked for its network’s format and against a deny list. A format check cannot prove that the wallet at the other end supports bitcoin cash or belongs to you, so verify before you send.`,
        },
      ],
    },
    {
      heading: 'Uses and risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'People use bitcoin cash for low-cost payments and transfers, including small amounts where bitcoin’s fees would be out of proportion, and some hold it as a speculative asset. Its risks:',
        },
        {
          kind: 'list',
          items: [
            '**Volatility**: its price can swing sharply and has fallen by most of its value from past highs.',
            '**Smaller network**: less mining power and trading activity than bitcoin, and a history of community splits.',
            '**No reversals**: a confirmed transfer cannot be undone, and coins sent to the wrong network are usually lost.',
            '**Scams**: impersonators and fake “giveaways” target crypto holders.',
          ],
        },
      ],
    },
    {
      heading: `Buying bitcoin cash with ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `You can buy and sell bitcoin cash against Canadian dollars on ${b.brand}. Ask for a quote in CAD or in BCH; it shows the price, the spread and any fee, and holds for 10 seconds. Keep your bitcoin cash in your account or withdraw it to a bitcoin cash wallet you control. See [how to buy bitcoin cash](/how-to-buy-bitcoin-cash) for the steps, or [create an account](/signup). To compare, read [what is bitcoin](/what-is-bitcoin-btc).`,
        },
        {
          kind: 'note',
          text: 'Risk warning: bitcoin cash is volatile and can lose much or all of its value in a short time. It is not a bank deposit and is not covered by deposit insurance. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
