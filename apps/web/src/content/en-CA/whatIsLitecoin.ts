import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is litecoin (LTC)? A plain guide',
  description:
    'Litecoin explained: created in 2011 by Charlie Lee, Scrypt mining, 2.5-minute blocks, the 84 million cap, litoshis, uses and risks, and how to buy LTC in CAD.',
  heading: 'What is litecoin?',
  lead: 'Litecoin (LTC) is one of the oldest cryptocurrencies still in wide use. It started as a lighter, faster variant of bitcoin, meant for quick and inexpensive payments, and its network has run without interruption since 2011. Here is how it works, how it differs from bitcoin and what to consider before you buy it.',
  sections: [
    {
      heading: 'Where litecoin comes from',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Litecoin was created in **October 2011** by **Charlie Lee**, then a software engineer at Google, who later worked at Coinbase. He built it as a **fork of bitcoin’s code**: he took Bitcoin’s open-source software, changed a few key settings and launched it as a separate network with its own [blockchain](/What-is-a-blockchain) and its own coin.',
        },
        {
          kind: 'paragraph',
          text: 'Lee went on to lead the Litecoin Foundation, a non-profit that supports the project. Development is open source, and the network is secured by independent miners around the world.',
        },
      ],
    },
    {
      heading: 'How litecoin differs from bitcoin',
      blocks: [
        {
          kind: 'table',
          caption: 'Litecoin compared with bitcoin',
          rows: [
            ['Block time', 'About 2.5 minutes (bitcoin: about 10)'],
            ['Maximum supply', '84 million LTC (bitcoin: 21 million)'],
            ['Mining algorithm', 'Scrypt (bitcoin: SHA-256)'],
            ['Halvings', 'Every 840,000 blocks, about every four years'],
            ['Smallest unit', '1 litoshi = 0.00000001 LTC'],
          ],
        },
        { kind: 'subheading', text: 'Scrypt mining' },
        {
          kind: 'paragraph',
          text: 'Litecoin uses proof of work, like bitcoin, but with a different puzzle: **Scrypt**, an algorithm that needs plenty of memory as well as processing power. Lee chose it hoping mining would stay open to ordinary computers. Specialized Scrypt machines appeared within a few years, so litecoin, like bitcoin, is now mined mostly on dedicated hardware.',
        },
        { kind: 'subheading', text: 'Faster blocks, larger supply' },
        {
          kind: 'paragraph',
          text: 'A block every 2.5 minutes means a transaction gets its first confirmation about four times sooner, on average, than on bitcoin. Four times the block rate comes with four times the supply: **84 million coins** instead of 21 million, with the block reward halved every 840,000 blocks. The most recent halving, in August 2023, cut it from 12.5 to 6.25 LTC.',
        },
        {
          kind: 'paragraph',
          text: 'Litecoin has often adopted upgrades before bitcoin: Segregated Witness (SegWit), which changes how transaction data is stored, activated on litecoin in May 2017, a few months ahead of bitcoin.',
        },
      ],
    },
    {
      heading: 'Units and addresses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Like bitcoin, one litecoin divides into 100,000,000 smaller units. The smallest is the **litoshi**, 0.00000001 LTC, a nod to Satoshi Nakamoto. Litecoin addresses usually begin with L, M or ltc1. A litecoin address is not a bitcoin address: always send LTC to a wallet that supports litecoin.',
        },
      ],
    },
    {
      heading: 'What people use litecoin for',
      blocks: [
        {
          kind: 'list',
          items: [
            'Payments and transfers where speed and low fees matter; some merchants and payment processors accept it.',
            'Moving value between wallets and platforms quickly, thanks to the short block time.',
            'Holding it as part of a crypto allocation, with the same high risk as other crypto assets.',
          ],
        },
        {
          kind: 'faq',
          items: [
            {
              question: 'Is litecoin the same as bitcoin?',
              answer: [
                'No. Litecoin started from bitcoin’s code, but it is a separate network with its own blockchain, its own miners and its own price. Owning one gives you no claim on the other.',
              ],
            },
            {
              question: 'Can I send litecoin to a bitcoin wallet?',
              answer: [
                'No. Litecoin can only be received by a wallet that supports litecoin, at a litecoin address. Coins sent to an address on another network are usually lost.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: `Risks, and buying litecoin with ${b.brand}`,
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatility**: litecoin’s price can rise or fall sharply within days, and it has lost most of its value from past highs more than once.',
            '**A smaller market**: litecoin trades far less than bitcoin, so its price can react more strongly to large orders or news.',
            '**No reversals**: a confirmed transfer cannot be undone, and LTC sent to a wrong address or network is usually lost.',
            '**Scams and custody**: impersonators target crypto holders, and keys you hold yourself are yours alone to protect.',
          ],
        },
        {
          kind: 'paragraph',
          text: `You can buy and sell litecoin against Canadian dollars on ${b.brand}. Ask for a quote in CAD or in LTC; it shows the price, the spread and any fee, and holds for 10 seconds. You can keep your litecoin in your account or withdraw it to a litecoin wallet you control. Our guide on [how to buy litecoin](/how-to-buy-litecoin) explains each step, or [create an account](/signup) to get started.`,
        },
        {
          kind: 'note',
          text: 'Risk warning: litecoin is volatile and can lose much or all of its value in a short time. It is not a bank deposit and is not covered by deposit insurance. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
