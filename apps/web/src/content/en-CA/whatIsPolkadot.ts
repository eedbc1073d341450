import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is Polkadot (DOT)? Relay chain and parachains',
  description:
    'Polkadot explained: the relay chain, parachains and coretime, nominated proof of stake, the DOT token, its risks, and which coins we offer instead.',
  heading: 'What is Polkadot?',
  lead: `Polkadot is a network designed to connect many blockchains and secure them together. A central chain, the relay chain, provides shared security to specialized chains that plug into it, and its native token, DOT, is used for staking, governance and fees. Here is how it works and what to weigh. Please note that ${b.brand} does not offer polkadot.`,
  sections: [
    {
      heading: 'Polkadot at a glance',
      blocks: [
        {
          kind: 'table',
          caption: 'Polkadot at a glance',
          rows: [
            ['Launched', '2020'],
            ['Native token', 'DOT'],
            ['Design', 'A relay chain securing connected parachains'],
            ['Consensus', 'Nominated proof of stake'],
            ['Smallest unit', 'Planck (0.0000000001 DOT)'],
            [`On ${b.brand}`, 'Not offered'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} does not offer polkadot (DOT): you cannot buy, sell, deposit or withdraw it with us, and we offer no staking of any kind. We trade bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. Never send DOT to a ${b.brand} deposit address: it would not be credited to your account and could be lost.`,
        },
      ],
    },
    {
      heading: 'Origins',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Polkadot was conceived by **Gavin Wood**, a co-founder of [Ethereum](/what-is-ether) and its first chief technology officer, who published the Polkadot white paper in 2016. The **Web3 Foundation**, a Swiss foundation he helped set up in 2017, funds research and development of the network, and Parity Technologies, another company he co-founded, wrote its first software.',
        },
        {
          kind: 'paragraph',
          text: 'The network launched in stages in **2020**: it started in May, and DOT transfers were switched on in August. That summer, DOT was also redenominated: each original DOT became 100 of today’s DOT. A sister network, Kusama, launched in 2019 as a faster-moving testing ground where new features are usually tried first, with real value at stake.',
        },
      ],
    },
    {
      heading: 'The relay chain and parachains',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most blockchains must each attract enough miners or validators to be secure. Polkadot splits the work differently:',
        },
        {
          kind: 'list',
          items: [
            'The **relay chain** is Polkadot’s central chain. Its validators secure the whole system, and it keeps smart-contract logic to a minimum.',
            '**Parachains** are separate blockchains, each with its own rules and purpose, that connect to the relay chain. Relay-chain validators check their blocks, so every parachain benefits from the same security: this is called **shared security**.',
            'Parachains can exchange messages and assets with one another through a common message format, without trusting a separate bridge.',
          ],
        },
        { kind: 'subheading', text: 'From slot auctions to coretime' },
        {
          kind: 'paragraph',
          text: 'At first, a project won a place as a parachain by taking part in an **auction**: it locked up large amounts of DOT, often collected from supporters in “crowdloans”, for a lease of up to two years. Since 2024 Polkadot has been moving to a more flexible model called **coretime**. The relay chain’s validation capacity is divided into “cores”, and projects buy time on them, either in bulk for weeks at a time or on demand, block by block. That lowers the cost of entry and lets a chain pay for the capacity it actually uses.',
        },
      ],
    },
    {
      heading: 'Nominated proof of stake and DOT',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Polkadot is secured by **nominated proof of stake**, a form of [proof of stake](/What-is-a-blockchain). It involves two roles:',
        },
        {
          kind: 'list',
          items: [
            '**Validators** run the servers that produce and finalize relay-chain blocks and check parachain blocks. Their number is limited and set by governance.',
            '**Nominators** are DOT holders who back validators they trust with their stake. The protocol spreads this backing as evenly as it can across the elected validators, and rewards are shared between validators and their nominators.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A validator that breaks the rules, for instance by signing conflicting blocks, can be **slashed**: part of its stake, and of its nominators’ stake, is taken away. Staked DOT is also locked: getting it back takes a waiting period of 28 days. Blocks are produced about every six seconds and become final shortly afterwards.',
        },
        { kind: 'subheading', text: 'What DOT is used for' },
        {
          kind: 'list',
          items: [
            '**Staking**: DOT secures the network through nominated proof of stake.',
            '**Governance**: DOT holders vote on upgrades, on spending from the network’s treasury and on parameters, all on-chain.',
            '**Fees and coretime**: DOT pays for transactions and for coretime on the relay chain.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'DOT was designed without a fixed supply cap: new DOT have been issued every year to reward stakers and fund the treasury. Because the issuance schedule is set by on-chain governance, DOT holders can vote to change it. The smallest unit is the **planck**: one DOT is 10,000,000,000 planck.',
        },
      ],
    },
    {
      heading: 'Risks to weigh',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatility**: DOT’s price can rise or fall sharply in a short time, and it has lost most of its value after past peaks.',
            '**Complexity**: relay chains, parachains, coretime and governance make Polkadot harder to understand than a single blockchain, and the model is still changing.',
            '**Staking risks**: staked DOT can be slashed and takes 28 days to unlock, during which its price can move.',
            '**Governance and supply**: token-holder votes can change the rules, including how many new DOT are issued.',
            '**Rules and taxes**: regulation can change, and in Canada selling, exchanging or earning crypto can have tax consequences.',
          ],
        },
      ],
    },
    {
      heading: `Polkadot and ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Because ${b.brand} does not list polkadot, you cannot buy DOT with Canadian dollars on our platform. Our [page on buying polkadot](/how-to-buy-polkadot) explains this and what you can do instead.`,
        },
        {
          kind: 'paragraph',
          text: 'The assets we do trade include [ether](/what-is-ether), the token of the network Gavin Wood helped build, as well as [bitcoin](/what-is-bitcoin-btc), [litecoin](/what-is-litecoin), [bitcoin cash](/what-is-bitcoin-cash) and [XRP](/what-is-XRP). The [learning centre](/learn) has more guides.',
        },
        {
          kind: 'note',
          text: 'Risk warning: crypto assets, DOT included, are volatile and can lose much or all of their value in a short time. They are not bank deposits and are not covered by deposit insurance, and blockchain transfers cannot be reversed. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
