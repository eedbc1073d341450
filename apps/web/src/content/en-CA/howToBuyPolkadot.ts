import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy polkadot (DOT) in Canada',
  description:
    'We don’t offer polkadot (DOT). How to assess a Canadian platform that lists it, what to know about staking lock-ups and scams, and what we trade.',
  heading: 'How to buy polkadot (DOT)',
  lead: `${b.brand} does not offer polkadot (DOT). You can’t buy, hold or transfer DOT through us. The assets we trade are bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. If you want DOT, here is how to judge a platform that lists it.`,
  sections: [
    {
      heading: 'A quick look at polkadot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Polkadot, launched in 2020 and co-founded by Gavin Wood, connects several specialised blockchains to a shared central chain that secures them. DOT is used for governance, for staking to secure the network, and to pay fees. Read [what polkadot is](/what-is-polkadot) before you decide.',
        },
      ],
    },
    {
      heading: 'What to check before you sign up elsewhere',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Registration:** the platform should appear on the Canadian Securities Administrators’ list of crypto trading platforms authorized in Canada. In Quebec, also check the Autorité des marchés financiers’ register.',
            '**Custody:** read how client assets are held, whether they are separated from the company’s, and whether the platform lends them out.',
            '**Fees:** compare the total of spread, commission and withdrawal fees, not just the headline rate.',
            '**Withdrawals:** make sure you can send DOT to a wallet you control. Polkadot accounts must keep a small minimum balance, so check how the platform handles it.',
            '**Limits:** DOT is not a “specified” crypto asset in Canada, so Canadian platforms typically cap most retail investors at CAD 30,000 of net purchases per 12 months.',
          ],
        },
      ],
    },
    {
      heading: 'Staking and lock-up periods',
      blocks: [
        {
          kind: 'paragraph',
          text: `Platforms often advertise DOT staking rewards. On Polkadot, staked DOT must go through an unbonding period of 28 days before it can be moved again, and a platform’s own staking product may add further terms. Read them before you commit, and never stake money you might need quickly. ${b.brand} offers no staking.`,
        },
      ],
    },
    {
      heading: 'Red flags',
      blocks: [
        {
          kind: 'list',
          items: [
            'Airdrops or “parachain rewards” that require you to send DOT or connect your wallet to an unknown site.',
            'People in chat groups or on social media offering to help you stake for a guaranteed return.',
            'Any request for your wallet’s recovery phrase or private key.',
            'Platforms you can’t find on a Canadian regulator’s list.',
          ],
        },
        {
          kind: 'note',
          text: `Never send DOT to a ${b.brand} deposit address. We can’t receive it, and it may be lost.`,
        },
      ],
    },
    {
      heading: 'Coins we trade',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can buy these with Canadian dollars on our platform: [bitcoin](/how-to-buy-bitcoin-canada), [ether](/how-to-buy-ether), [litecoin](/how-to-buy-litecoin), [bitcoin cash](/how-to-buy-bitcoin-cash) and [XRP](/how-to-buy-XRP). The [getting started](/getting-started) guide explains how to open an account.',
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose much of their value. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
