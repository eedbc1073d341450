import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is ether (ETH)? Ethereum explained',
  description:
    'Ethereum and ether explained: smart contracts, the 2022 move to proof of stake, gas fees, wei and gwei, supply, risks, and how to buy ETH in Canadian dollars.',
  heading: 'What is ether?',
  lead: 'Ether (ETH) is the currency of Ethereum, a blockchain that runs programs as well as payments. Every transaction and every program on the network is paid for in ether. This guide explains the difference between Ethereum and ether, how the network works since its move to proof of stake, what gas fees are and the risks of holding ETH.',
  sections: [
    {
      heading: 'Ethereum and ether are not the same thing',
      blocks: [
        {
          kind: 'paragraph',
          text: '**Ethereum** is the network: open-source software and thousands of computers that keep a shared [blockchain](/What-is-a-blockchain). **Ether** is the currency built into it, abbreviated ETH. People often talk about “buying Ethereum”, but what they buy is ether.',
        },
        {
          kind: 'paragraph',
          text: 'Ethereum was proposed by programmer Vitalik Buterin in a 2013 white paper and built with several co-founders. The network launched on **July 30, 2015**. Where Bitcoin was designed mainly to move one currency, Ethereum was designed as a general-purpose platform for applications.',
        },
      ],
    },
    {
      heading: 'Smart contracts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A **smart contract** is a program stored on Ethereum that runs exactly as written when someone sends it a transaction. Every node runs the same code and reaches the same result, so no one has to trust a single operator. Smart contracts power:',
        },
        {
          kind: 'list',
          items: [
            'tokens, including stablecoins such as USD Coin (USDC), which exists on Ethereum and on other networks;',
            'decentralized exchanges and lending applications, known as [decentralized finance (DeFi)](/decentralized-finance-defi-wallet);',
            'digital collectibles (NFTs) and other records kept on the blockchain.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Code that is hard to change is also code whose bugs are hard to fix: flaws in smart contracts have caused large losses.',
        },
      ],
    },
    {
      heading: 'From proof of work to proof of stake',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ethereum began with proof-of-work mining, like bitcoin. On **September 15, 2022**, in an upgrade called **the Merge**, it switched to **proof of stake**. Blocks are now proposed and confirmed by validators, each of whom locks up 32 ETH as a deposit that can be partly taken away if they break the rules. A new block can be added every 12 seconds, and the change cut the network’s energy use by more than 99%.',
        },
        {
          kind: 'paragraph',
          text: `${b.brand} does not offer staking: ether you hold on the platform is not staked and earns no rewards or interest.`,
        },
      ],
    },
    {
      heading: 'Gas fees',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every action on Ethereum, from a simple transfer to a complex contract call, uses computing resources measured in **gas**, paid for in ether. The fee has two parts: a **base fee**, set by the network according to how busy it is and then burned (destroyed), and an optional **priority fee**, or tip, that goes to the validator. A plain ETH transfer uses 21,000 gas; contract calls use much more. Gas prices are usually quoted in gwei.',
        },
        {
          kind: 'paragraph',
          text: `When you withdraw ether from ${b.brand}, the network fee is shown before you confirm.`,
        },
      ],
    },
    {
      heading: 'Units and supply',
      blocks: [
        {
          kind: 'table',
          caption: 'Ether units',
          rows: [
            ['1 ether (ETH)', '1,000,000,000 gwei'],
            ['1 gwei', '0.000000001 ETH (10⁻⁹ ETH)'],
            ['1 wei', '10⁻¹⁸ ETH, the smallest unit'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Unlike bitcoin, ether has **no fixed supply cap**. New ether is issued to validators as rewards, while burned base fees take ether out of circulation. Depending on network activity, the total supply can grow or shrink; the rules set no maximum.',
        },
      ],
    },
    {
      heading: `Risks, and buying ether with ${b.brand}`,
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatility**: ether’s price can move sharply within hours and has fallen by more than half several times.',
            '**Smart-contract and scam risk**: the applications built on Ethereum can fail or be malicious, and signing the wrong transaction can empty a wallet.',
            '**No reversals**: a confirmed transfer cannot be undone, and ether sent to a wrong address is usually lost.',
            '**Change**: the network’s rules evolve through upgrades, and regulation can change too.',
          ],
        },
        {
          kind: 'paragraph',
          text: `You can buy and sell ether against Canadian dollars on ${b.brand}. Ask for a quote in CAD or in ETH; it shows the price, the spread and any fee, and holds for 10 seconds. Keep your ether in your account or withdraw it to a wallet you control. Read [how to buy ether](/how-to-buy-ether) for the steps, or [create an account](/signup).`,
        },
        {
          kind: 'note',
          text: 'Risk warning: ether is volatile and can lose much or all of its value in a short time. It is not a bank deposit and is not covered by deposit insurance. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
