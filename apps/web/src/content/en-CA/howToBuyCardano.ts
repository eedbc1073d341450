import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy cardano (ADA) in Canada',
  description:
    'We don’t offer cardano (ADA). How to assess a Canadian platform that lists it, what to ask about staking, how to avoid scams, and what we trade.',
  heading: 'How to buy cardano (ADA)',
  lead: `${b.brand} does not offer cardano (ADA). We don’t list it, and we can’t hold or transfer it for you. Our platform trades bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP against Canadian dollars. If you are looking for ADA, the points below will help you judge a platform that offers it.`,
  sections: [
    {
      heading: 'Understand cardano first',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cardano is a proof-of-stake blockchain, launched in 2017 and founded by Charles Hoskinson, a co-founder of Ethereum. ADA holders can delegate their coins to stake pools, which produce blocks, and earn rewards in return. Read [what cardano is](/what-is-cardano) for the background.',
        },
      ],
    },
    {
      heading: 'Checking a platform that lists cardano',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Regulatory status.** Look the platform up on the Canadian Securities Administrators’ list of crypto trading platforms authorized to serve Canadians. If you live in Quebec, the Autorité des marchés financiers’ register is another place to check.',
            '**Custody.** Who holds the private keys, are client assets kept apart from the company’s, and are they lent or pledged?',
            '**Total cost.** Add the spread and any trading fee, then the cost of getting money in and out.',
            '**Withdrawals.** Can you move ADA to a wallet you control, and how long does it take?',
            '**Purchase limit.** As ADA is not a “specified” crypto asset in Canada, most retail investors face a CAD 30,000 cap on net purchases over 12 months on Canadian platforms.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These are the same questions you should ask of us or of any other platform.',
        },
      ],
    },
    {
      heading: 'If a platform offers staking',
      blocks: [
        {
          kind: 'paragraph',
          text: `Many platforms that list ADA also offer to stake it for you. That is a separate product with its own terms: ask who controls the coins while they are staked, what share of the rewards the platform keeps, and whether you can withdraw at any time. ${b.brand} offers no staking on any asset.`,
        },
      ],
    },
    {
      heading: 'Avoiding cardano scams',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fake “stake pool” or “ADA giveaway” sites that ask you to send coins to receive more.',
            'Counterfeit wallet apps and browser extensions: download wallets only from their official sources.',
            'Messages claiming your wallet needs “validation” and asking for its 15- or 24-word recovery phrase.',
            'Tokens that appear in your wallet unasked, with a link to claim their value.',
          ],
        },
        {
          kind: 'note',
          text: `Cardano addresses usually start with addr1. Never send ADA to a ${b.brand} deposit address: we can’t receive it, and it may be lost.`,
        },
      ],
    },
    {
      heading: 'What we can help with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Interested in smart-contract platforms? Ether is the currency of Ethereum, which we trade: see [how to buy ether](/how-to-buy-ether). Our other guides cover [bitcoin](/how-to-buy-bitcoin-canada), [litecoin](/how-to-buy-litecoin), [bitcoin cash](/how-to-buy-bitcoin-cash) and [XRP](/how-to-buy-XRP).',
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose much of their value. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
