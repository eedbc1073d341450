import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Learning centre: crypto explained in plain language',
  description: `Guides to blockchains, bitcoin, ether and other coins, how to buy crypto in Canada, and how ${b.brand} works, in plain language.`,
  heading: 'Learning centre',
  lead: `Plain-language guides to crypto for people in Canada: how blockchains work, what each coin is for, how to buy safely, and how ${b.brand} handles quotes, wallets and security. Every guide sets out the risks alongside the uses, and none of it is investment advice. Crypto assets are volatile and can lose value.`,
  sections: [
    {
      heading: 'Start here',
      blocks: [
        {
          kind: 'list',
          items: [
            '[What is a blockchain?](/What-is-a-blockchain) — The shared ledger behind every crypto asset, explained without jargon.',
            '[Getting started](/getting-started) — From creating your account and verifying your identity to your first trade.',
            '[Frequently asked questions](/faq) — Short answers about accounts, funding, trading, withdrawals and security.',
          ],
        },
      ],
    },
    {
      heading: `Coins you can trade on ${b.brand}`,
      blocks: [
        {
          kind: 'list',
          items: [
            '[What is bitcoin (BTC)?](/what-is-bitcoin-btc) — The first cryptocurrency, its fixed supply and how its network is secured.',
            '[What is ether (ETH)?](/what-is-ether) — The currency of Ethereum, the network that runs smart contracts.',
            '[What is litecoin (LTC)?](/what-is-litecoin) — An early offshoot of bitcoin, designed for faster, cheaper payments.',
            '[What is bitcoin cash (BCH)?](/what-is-bitcoin-cash) — The 2017 fork of bitcoin built around larger blocks.',
            '[What is XRP?](/what-is-XRP) — The asset of the XRP Ledger, designed for fast transfers and settlement.',
          ],
        },
      ],
    },
    {
      heading: 'Other coins explained',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} does not trade these assets. We explain them because people ask about them, and because knowing how they differ helps you judge any coin.`,
        },
        {
          kind: 'list',
          items: [
            '[What is stellar (XLM)?](/what-is-stellar) — A payments network aimed at moving money across borders cheaply.',
            '[What is dogecoin (DOGE)?](/what-is-dogecoin) — The coin that began as a joke in 2013, and why its supply has no cap.',
            '[What is cardano (ADA)?](/what-is-cardano) — A proof-of-stake blockchain built with an emphasis on peer-reviewed research.',
            '[What is chainlink (LINK)?](/what-is-chainlink) — A network that feeds outside data, such as prices, to smart contracts.',
            '[What is polkadot (DOT)?](/what-is-polkadot) — A network designed to connect several specialized blockchains.',
            '[What is a DeFi wallet?](/decentralized-finance-defi-wallet) — How decentralized finance works, and the risks of using it.',
          ],
        },
      ],
    },
    {
      heading: 'How-to guides',
      blocks: [
        {
          kind: 'list',
          items: [
            `[How to buy bitcoin in Canada](/how-to-buy-bitcoin-canada) — Step by step, from funding in CAD to buying BTC on ${b.brand}.`,
            '[How to buy ether](/how-to-buy-ether) — Buying ETH with Canadian dollars, and what to check before you do.',
            '[How to buy litecoin](/how-to-buy-litecoin) — Buying LTC with Canadian dollars, from quote to settlement.',
            '[How to buy bitcoin cash](/how-to-buy-bitcoin-cash) — Buying BCH with Canadian dollars, and sending it to your own wallet.',
            '[How to buy XRP](/how-to-buy-XRP) — Buying XRP in CAD, including the yearly purchase limit that may apply.',
            '[How to buy stellar (XLM)](/how-to-buy-stellar) — We don’t trade XLM; what to check if you buy it elsewhere.',
            '[How to buy dogecoin](/how-to-buy-dogecoin) — We don’t trade DOGE; what to check if you buy it elsewhere.',
            '[How to buy cardano (ADA)](/how-to-buy-cardano) — We don’t trade ADA; what to check if you buy it elsewhere.',
            '[How to buy chainlink (LINK)](/how-to-buy-chainlink) — We don’t trade LINK; what to check if you buy it elsewhere.',
            '[How to buy polkadot (DOT)](/how-to-buy-polkadot) — We don’t trade DOT; what to check if you buy it elsewhere.',
          ],
        },
      ],
    },
    {
      heading: 'How the platform works',
      blocks: [
        {
          kind: 'list',
          items: [
            '[Real-time quotes](/Real-Time-Quotes) — How a firm 10-second quote is built from the mid price and the spread.',
            '[Instant buy, sell and withdraw](/Instant-Buy-Sell-and-Withdraw) — What happens in seconds, and what takes longer.',
            '[Custodial and non-custodial crypto](/Non-Custodial) — Who holds your coins on the platform, and how to hold them yourself.',
            '[Keeping your account safe](/Safe-and-Secure-Crypto-Wallet) — Our safeguards, your habits, and what we never ask for.',
            '[Your account wallet](/wallet) — Balances, settling amounts, deposit addresses and saved wallets.',
          ],
        },
      ],
    },
  ],
}));
