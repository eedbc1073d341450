import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is Chainlink (LINK)? Oracles explained',
  description:
    'Chainlink explained: what blockchain oracles do and their risks, the LINK token on Ethereum, its 1 billion supply, and which coins we offer instead.',
  heading: 'What is Chainlink?',
  lead: `Chainlink is a network of “oracles”: services that bring information from the outside world, such as prices, onto blockchains so that smart contracts can use it. Its token, LINK, lives on Ethereum. This guide explains the problem oracles solve, how Chainlink works, what LINK is for and the risks involved. Please note that ${b.brand} does not offer chainlink.`,
  sections: [
    {
      heading: 'Chainlink at a glance',
      blocks: [
        {
          kind: 'table',
          caption: 'Chainlink at a glance',
          rows: [
            ['What it is', 'A decentralized oracle network'],
            ['Token', 'LINK, an ERC-20 token on Ethereum'],
            ['Launched', 'Token in 2017, network in 2019'],
            ['Total supply', '1 billion LINK, fixed'],
            [`On ${b.brand}`, 'Not offered'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} does not offer chainlink (LINK): you cannot buy, sell, deposit or withdraw it with us. We trade bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. LINK lives on the Ethereum network, but do not send it to your ${b.brand} ether deposit address: we do not support it, it would not be credited to your account and it could be lost.`,
        },
      ],
    },
    {
      heading: 'The problem oracles solve',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A [blockchain](/What-is-a-blockchain) only knows what is recorded on it. Smart contracts, the programs that run on networks such as [Ethereum](/what-is-ether), cannot look up a price, a weather report or a sports score by themselves: every node must reach the same result, and the outside world gives different answers at different moments.',
        },
        {
          kind: 'paragraph',
          text: 'An **oracle** fills that gap. It fetches information from outside, checks it and publishes it on the blockchain, where smart contracts can read it. A lending application, for instance, needs an up-to-date price to know whether a borrower’s collateral still covers the loan. The catch is that a contract is only as reliable as the data it is fed: if one company ran the oracle, that company could become a single point of failure. This is often called the **oracle problem**.',
        },
      ],
    },
    {
      heading: 'How Chainlink works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chainlink tackles the oracle problem with a **decentralized oracle network**. Instead of relying on one source, many independent node operators each collect the same data, for example the price of ether in US dollars, from several providers. Their answers are combined into a single value, so that one faulty or dishonest node cannot decide the result on its own, and the value is published on the blockchain for contracts to use.',
        },
        {
          kind: 'list',
          items: [
            '**Data feeds**: prices and other figures, updated regularly and widely used by decentralized finance applications.',
            '**Verifiable randomness**: random numbers that come with a proof they were not tampered with, used by games and draws.',
            '**Automation**: services that trigger a contract when a condition is met.',
            '**Cross-chain messaging**: a protocol for moving messages and tokens between different blockchains.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Chainlink was founded by Sergey Nazarov and Steve Ellis, who published its white paper in 2017. Although it started on Ethereum, its services now run on many blockchains.',
        },
      ],
    },
    {
      heading: 'The LINK token',
      blocks: [
        {
          kind: 'paragraph',
          text: '**LINK** is a token on Ethereum that follows the ERC-20 standard (more precisely ERC-677, an extension of it). It was launched in 2017 through a public token sale, and the oracle network itself went live on Ethereum in 2019. Its total supply is fixed at **1 billion LINK**, all created at the start: LINK is not mined. A large share was set aside for the company developing the network and for rewarding node operators, and is released over time.',
        },
        {
          kind: 'paragraph',
          text: 'Node operators are paid in LINK for the data and services they provide. Holders can also stake LINK in some of the network’s services as a guarantee of good behaviour, with the possibility of losing part of it if the service they back performs badly.',
        },
        {
          kind: 'paragraph',
          text: 'Because LINK is a token rather than a coin with its own blockchain, moving it on Ethereum requires a small amount of ether to pay the network fee, and it must only be sent to an address or service that supports that token on that network.',
        },
      ],
    },
    {
      heading: 'Oracle risks, and the risks of LINK',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Oracles are one of the weakest links in decentralized finance. Applications that relied on a single or easily moved price source have been drained by attackers who pushed that price for a few moments. Decentralized oracle networks reduce these risks; they do not remove them.',
        },
        {
          kind: 'list',
          items: [
            '**Bad or stale data**: if sources are wrong, delayed or manipulated, contracts act on a false picture, for instance by liquidating loans at the wrong price.',
            '**Concentration**: the nodes that serve a given feed are a selected group, so the network’s security depends on their independence and honesty.',
            '**Shared dependency**: when many applications rely on the same oracle, one failure can affect all of them at once.',
            '**Token risks**: LINK’s price is volatile, a large share of the supply is held by insiders, and smart-contract or staking failures can cause losses.',
            '**Rules and taxes**: regulation can change, and in Canada selling or exchanging crypto can have tax consequences.',
          ],
        },
      ],
    },
    {
      heading: `Chainlink and ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Because ${b.brand} does not list chainlink, you cannot buy LINK with Canadian dollars on our platform. Our [page on buying chainlink](/how-to-buy-chainlink) explains this and what you can do instead.`,
        },
        {
          kind: 'paragraph',
          text: 'To learn about the network LINK is built on, read [what is ether](/what-is-ether); ether is one of the assets we trade, along with [bitcoin](/what-is-bitcoin-btc), [litecoin](/what-is-litecoin), [bitcoin cash](/what-is-bitcoin-cash) and [XRP](/what-is-XRP). Our page on [DeFi and self-custody wallets](/decentralized-finance-defi-wallet) and the [learning centre](/learn) go further.',
        },
        {
          kind: 'note',
          text: 'Risk warning: crypto assets, LINK included, are volatile and can lose much or all of their value in a short time. They are not bank deposits and are not covered by deposit insurance, and blockchain transfers cannot be reversed. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
