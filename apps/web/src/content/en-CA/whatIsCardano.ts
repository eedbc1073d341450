import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is Cardano (ADA)? A guide for Canadians',
  description:
    'Cardano and ADA explained: its founders, the research-first approach, Ouroboros proof of stake, the 45 billion ADA cap, lovelace, the risks, and what we offer.',
  heading: 'What is Cardano?',
  lead: `Cardano is a proof-of-stake blockchain whose native asset is ADA. It is known for building on peer-reviewed academic research and for an energy-efficient consensus protocol called Ouroboros. This guide covers its origins, how it works, its supply and the risks to weigh. Please note that ${b.brand} does not offer cardano.`,
  sections: [
    {
      heading: 'Cardano at a glance',
      blocks: [
        {
          kind: 'table',
          caption: 'Cardano at a glance',
          rows: [
            ['Launched', 'September 2017'],
            ['Native asset', 'ADA'],
            ['Consensus', 'Ouroboros proof of stake'],
            ['Maximum supply', '45 billion ADA'],
            ['Smallest unit', 'Lovelace (0.000001 ADA)'],
            [`On ${b.brand}`, 'Not offered'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} does not offer cardano (ADA): you cannot buy, sell, deposit or withdraw it with us, and we offer no staking of any kind. We trade bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. Never send ADA to a ${b.brand} deposit address: it would not be credited to your account and could be lost.`,
        },
      ],
    },
    {
      heading: 'Origins and the people behind it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cardano’s network launched in **September 2017**. It was built by Input Output, an engineering company co-founded in 2015 by **Charles Hoskinson**, one of the early co-founders of [Ethereum](/what-is-ether), and Jeremy Wood. Two other organizations play a role: the Cardano Foundation, a Swiss non-profit that supports the network and its adoption, and EMURGO, which helps businesses build on it.',
        },
        {
          kind: 'paragraph',
          text: 'The names reach back to mathematics. Cardano is named after Gerolamo Cardano, a 16th-century Italian mathematician, and ADA after Ada Lovelace, often described as the first computer programmer.',
        },
      ],
    },
    {
      heading: 'A research-first approach',
      blocks: [
        {
          kind: 'paragraph',
          text: 'What sets Cardano apart is its method. Its designers publish the key parts of the protocol as academic papers, submit them to peer review at scientific conferences, and only then write the software, using formal methods and the Haskell programming language to reduce errors.',
        },
        {
          kind: 'paragraph',
          text: 'Development has been organized in stages, each named after a historical figure. The network launched in 2017 with ADA transfers only; block production was handed over to community-run stake pools from 2020; smart contracts arrived in September 2021; and on-chain governance, which lets ADA holders vote on changes and on the use of a treasury, has been introduced since 2024.',
        },
        {
          kind: 'paragraph',
          text: 'Supporters value this caution. Critics point out that it made Cardano slow to deliver: smart contracts came four years after launch, and the range of applications built on it remains smaller than on some rival networks.',
        },
      ],
    },
    {
      heading: 'Ouroboros proof of stake and ADA',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cardano is secured by **Ouroboros**, a family of [proof-of-stake](/What-is-a-blockchain) protocols. Its first version was among the first proof-of-stake protocols published with a formal proof of security. There is no mining, so the network uses a small fraction of the energy of proof-of-work chains.',
        },
        {
          kind: 'list',
          items: [
            'Time is divided into **epochs** of five days, and each epoch into one-second **slots**.',
            'For each slot, the protocol picks a **stake pool** to produce a block, with a chance proportional to the ADA staked with that pool.',
            'Stake pools are servers run by independent operators. ADA holders can **delegate** their stake to a pool without locking up or handing over their coins, and share in the rewards.',
            'Rewards come from transaction fees and from a reserve of ADA that is released gradually.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Cardano records coins in a way similar to bitcoin, as unspent outputs, extended so that they can also carry data and be governed by smart contracts.',
        },
        { kind: 'subheading', text: 'ADA: supply and units' },
        {
          kind: 'paragraph',
          text: 'ADA pays transaction fees, secures the network through staking and gives its holders a voice in governance. Its supply is capped at **45 billion ADA**. About 31 billion existed at launch; the rest sits in a reserve and is paid out over time as staking rewards, at a slowing pace.',
        },
        {
          kind: 'paragraph',
          text: 'The smallest unit of ADA is the **lovelace**: one ADA is 1,000,000 lovelace, so 1 lovelace is 0.000001 ADA. Wallets and fees are often expressed in lovelace behind the scenes.',
        },
      ],
    },
    {
      heading: 'Risks to weigh',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatility**: ADA’s price can rise or fall sharply in a short time, and it has lost most of its value after past peaks.',
            '**Adoption**: a careful approach does not guarantee that people and businesses will use the network.',
            '**Technology and governance**: upgrades, smart-contract bugs and governance decisions can change how the network works.',
            '**Staking risks elsewhere**: delegation is generally low-risk, but staking through third parties, or products that promise high yields, adds risks of its own.',
            '**Rules and taxes**: regulation can change, and in Canada selling, exchanging or earning crypto can have tax consequences.',
          ],
        },
      ],
    },
    {
      heading: `Cardano and ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Because ${b.brand} does not list cardano, you cannot buy ADA with Canadian dollars on our platform. Our [page on buying cardano](/how-to-buy-cardano) explains this and what you can do instead.`,
        },
        {
          kind: 'paragraph',
          text: 'If you are interested in smart-contract platforms, [ether](/what-is-ether), which we do trade, powers the Ethereum network. You can also read about [bitcoin](/what-is-bitcoin-btc), [litecoin](/what-is-litecoin), [bitcoin cash](/what-is-bitcoin-cash) and [XRP](/what-is-XRP), or browse the [learning centre](/learn).',
        },
        {
          kind: 'note',
          text: 'Risk warning: crypto assets, ADA included, are volatile and can lose much or all of their value in a short time. They are not bank deposits and are not covered by deposit insurance, and blockchain transfers cannot be reversed. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
