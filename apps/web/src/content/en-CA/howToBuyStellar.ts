import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy stellar (XLM) in Canada',
  description:
    'We don’t offer stellar (XLM). Here is how to judge a Canadian platform that does, what to watch for with memos and fake tokens, and what we do trade.',
  heading: 'How to buy stellar (XLM)',
  lead: `${b.brand} does not offer stellar lumens (XLM): you can’t buy, sell, deposit or withdraw XLM with us. We trade bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. If you want stellar, this page explains how to assess a platform that lists it.`,
  sections: [
    {
      heading: 'Before you buy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stellar is a payments network, and lumens are its native asset, used to pay network fees and to keep accounts open. Read [what stellar is](/what-is-stellar) to understand what you would be buying and why its design differs from bitcoin’s.',
        },
      ],
    },
    {
      heading: 'How to evaluate a platform that lists stellar',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Registration.** Crypto trading platforms serving Canadians are expected to be registered with Canadian securities regulators, or to have signed a pre-registration undertaking. The Canadian Securities Administrators (CSA) publish a list of authorized platforms on their website; check that the platform is on it. In Quebec, you can also check the Autorité des marchés financiers’ register.',
            '**Custody.** Find out who holds the coins, whether client assets are kept separate from the platform’s own, and whether they are ever lent out.',
            '**Fees.** Compare the all-in cost of a trade: spread plus any commission, and any deposit or withdrawal fees. A quote that shows these before you confirm makes comparison easy.',
            '**Withdrawals.** Check that you can withdraw XLM to your own wallet, and that the platform supports the memo field, which exchanges often require to credit a stellar deposit to the right customer.',
            '**Limits.** Stellar is not a “specified” crypto asset under Canadian rules, so on a Canadian platform most retail investors can make net purchases of at most CAD 30,000 of it per 12 months.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Apply the same checks to any platform you use, including ours.',
        },
      ],
    },
    {
      heading: 'Scams to watch for',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anyone can issue a token on the Stellar network, and some copy the names of well-known assets. Unsolicited tokens or “airdrops” that appear in a wallet, with a link to claim a reward, are a common lure. Other warning signs:',
        },
        {
          kind: 'list',
          items: [
            'someone offering to buy XLM for you, or to manage a stellar “investment” for a promised return;',
            'a website or app asking for your wallet’s secret key or recovery phrase;',
            'platforms reached through social-media ads or messaging apps that you can’t find on a regulator’s list.',
          ],
        },
        {
          kind: 'note',
          text: `Never send XLM to a ${b.brand} deposit address. We can’t receive it, and it may be lost.`,
        },
      ],
    },
    {
      heading: 'What you can buy with us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If XRP interests you for fast payments, or you simply want a first crypto asset, our guides cover the coins we trade: [bitcoin](/how-to-buy-bitcoin-canada), [ether](/how-to-buy-ether), [litecoin](/how-to-buy-litecoin), [bitcoin cash](/how-to-buy-bitcoin-cash) and [XRP](/how-to-buy-XRP).',
        },
        {
          kind: 'note',
          text: 'Crypto assets, stellar included, are volatile and can lose most of their value. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
