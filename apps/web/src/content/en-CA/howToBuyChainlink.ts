import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy chainlink (LINK) in Canada',
  description:
    'We don’t offer chainlink (LINK). How to judge a platform that lists it, why the token’s network matters, how to avoid scams, and what we trade.',
  heading: 'How to buy chainlink (LINK)',
  lead: `${b.brand} does not offer chainlink (LINK): it isn’t listed, and we can’t receive or send it. We trade bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. This page explains what to check before buying LINK on another platform, and one mistake to avoid with your ${b.brand} account.`,
  sections: [
    {
      heading: 'What LINK is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chainlink is a network of “oracles” that bring outside data, such as market prices, to smart contracts. LINK is the token used to pay the operators who supply that data. It is not a blockchain of its own: LINK is a token issued on Ethereum, and versions of it also circulate on other networks. Read [what chainlink is](/what-is-chainlink) to learn more.',
        },
      ],
    },
    {
      heading: 'Evaluating a platform that lists LINK',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Is it registered?** Search the Canadian Securities Administrators’ list of crypto trading platforms authorized in Canada; Quebec residents can also check the Autorité des marchés financiers’ register.',
            '**How is custody handled?** The platform should explain who holds client assets, whether they are segregated and whether they are ever lent out.',
            '**What are the real costs?** Compare spreads and commissions together, and check what it charges to withdraw LINK, which depends on the network used.',
            '**Which networks does it support?** When you withdraw, the platform should tell you clearly which network the LINK will be sent on.',
            '**Are there limits?** LINK is not a “specified” crypto asset in Canada, so most retail investors are usually limited to CAD 30,000 of net purchases per 12 months on a Canadian platform.',
          ],
        },
      ],
    },
    {
      heading: 'Networks and your deposit addresses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Because LINK lives on Ethereum, a LINK address looks exactly like an ether address: 0x followed by 40 characters. Sending LINK on one network to a wallet that expects another can strand it. Always match the network on both sides before sending.',
        },
        {
          kind: 'note',
          text: `Your ${b.brand} ether deposit address also starts with 0x, but it is for ether only. Do not send LINK or any other token to it: we don’t support them, and they may not be recoverable.`,
        },
      ],
    },
    {
      heading: 'Scams involving LINK',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fake LINK tokens: anyone can create a token with the same name and symbol, so only trust the contract address published by official sources.',
            'Websites asking you to “connect your wallet” to claim LINK rewards, which then ask you to approve transfers.',
            'Promised returns for “staking” or “node” programmes run by strangers.',
            'Requests for your recovery phrase, whoever seems to be asking.',
          ],
        },
      ],
    },
    {
      heading: 'Guides for coins we trade',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you’re drawn to the Ethereum ecosystem, see [how to buy ether](/how-to-buy-ether). We also have guides for [bitcoin](/how-to-buy-bitcoin-canada), [litecoin](/how-to-buy-litecoin), [bitcoin cash](/how-to-buy-bitcoin-cash) and [XRP](/how-to-buy-XRP).',
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose much of their value quickly. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
