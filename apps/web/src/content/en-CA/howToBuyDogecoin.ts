import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy dogecoin (DOGE) in Canada',
  description:
    'We don’t offer dogecoin. How to check a Canadian platform that lists DOGE, why meme coins attract scams, and the coins we do trade in CAD.',
  heading: 'How to buy dogecoin (DOGE)',
  lead: `${b.brand} does not offer dogecoin (DOGE), so you can’t buy it, sell it or send it to your account with us. What we do trade is bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. Here is what to look at if you want to buy dogecoin elsewhere.`,
  sections: [
    {
      heading: 'Know what dogecoin is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dogecoin started in 2013 as a joke based on the “doge” Shiba Inu meme. It has since become widely traded, but it has no supply cap: about five billion new coins are created each year. Its price often moves on social media posts and celebrity comments rather than on changes to the network. Read [what dogecoin is](/what-is-dogecoin) before deciding.',
        },
      ],
    },
    {
      heading: 'Choosing a platform',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A few questions will rule out most bad choices:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Is it registered in Canada?** Check the list of authorized crypto trading platforms published by the Canadian Securities Administrators (CSA). In Quebec, the Autorité des marchés financiers also keeps a register.',
            '**Who holds your coins?** Look for a clear explanation of custody: where client assets are kept, whether they are separated from the company’s, and whether they are lent out.',
            '**What does a trade really cost?** Compare the spread and any commission together, plus deposit and withdrawal fees.',
            '**Can you withdraw DOGE to your own wallet?** A platform that lets you buy but not withdraw keeps you dependent on it.',
            '**What limits apply?** Dogecoin is not a “specified” crypto asset, so Canadian platforms generally cap most retail investors’ net purchases at CAD 30,000 per 12 months.',
          ],
        },
      ],
    },
    {
      heading: 'Scams that use dogecoin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Because dogecoin is tied to online celebrity, it is a favourite of scammers. Walk away from:',
        },
        {
          kind: 'list',
          items: [
            '“giveaways” that promise to send back double the DOGE you send, often with fake videos of famous people;',
            'group chats that coordinate buying to “pump” a coin, where organisers sell to latecomers;',
            'new tokens with dog-themed names presented as “the next dogecoin”;',
            'anyone asking for your recovery phrase or for remote access to your computer.',
          ],
        },
        {
          kind: 'note',
          text: `Dogecoin addresses usually start with D. Never send DOGE to a ${b.brand} deposit address: we can’t receive it, and it may be lost.`,
        },
      ],
    },
    {
      heading: 'Coins you can buy with us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dogecoin’s code descends from [litecoin](/how-to-buy-litecoin), which we do trade. Our other guides cover [bitcoin](/how-to-buy-bitcoin-canada), [ether](/how-to-buy-ether), [bitcoin cash](/how-to-buy-bitcoin-cash) and [XRP](/how-to-buy-XRP).',
        },
        {
          kind: 'note',
          text: 'Meme coins are among the most volatile crypto assets and can lose most of their value in days. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
