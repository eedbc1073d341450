import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is dogecoin (DOGE)? Origins, supply and risks',
  description:
    'Dogecoin explained: the Shiba Inu joke that became a coin, Scrypt mining merged with litecoin, its uncapped supply, the risks, and which coins we offer.',
  heading: 'What is dogecoin?',
  lead: `Dogecoin (DOGE) started as a joke in 2013 and became one of the best-known cryptocurrencies. It is a proof-of-work coin with one-minute blocks and, unlike bitcoin, no limit on its supply. Here is where it came from, how it works and the risks behind its famous price swings. Please note that ${b.brand} does not offer dogecoin.`,
  sections: [
    {
      heading: 'Dogecoin at a glance',
      blocks: [
        {
          kind: 'table',
          caption: 'Dogecoin at a glance',
          rows: [
            ['Launched', 'December 2013'],
            ['Created by', 'Billy Markus and Jackson Palmer'],
            ['Consensus', 'Proof of work (Scrypt), merged-mined with litecoin'],
            ['Block time', 'About 1 minute'],
            ['New supply', '10,000 DOGE per block, no cap'],
            [`On ${b.brand}`, 'Not offered'],
          ],
        },
        {
          kind: 'note',
          text: `${b.brand} does not offer dogecoin (DOGE): you cannot buy, sell, deposit or withdraw it with us. We trade bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each against Canadian dollars. Never send dogecoin to a ${b.brand} deposit address: it would not be credited to your account and could be lost.`,
        },
      ],
    },
    {
      heading: 'A joke that took off',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dogecoin was created in **December 2013** by Billy Markus, a software engineer, and Jackson Palmer. At the time, new cryptocurrencies were appearing almost every week, and they wanted to poke fun at the hype with a coin built around the “Doge” meme: a Shiba Inu dog surrounded by captions in broken English and Comic Sans.',
        },
        {
          kind: 'paragraph',
          text: 'The joke found an audience. An online community grew around it that used dogecoin to tip people for good posts and to raise money for causes, including helping the Jamaican bobsleigh team travel to the 2014 Winter Olympics in Sochi. Both founders stepped away from the project years ago; volunteers maintain the software today. Over the years, social-media attention, including posts by well-known business figures, has repeatedly sent its price sharply up and down.',
        },
      ],
    },
    {
      heading: 'How dogecoin works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dogecoin’s code descends from [litecoin](/what-is-litecoin), which itself was adapted from [bitcoin](/what-is-bitcoin-btc). Like them, it records transactions on a public [blockchain](/What-is-a-blockchain) secured by **proof of work**: miners compete to add each new block and are rewarded with new coins.',
        },
        {
          kind: 'list',
          items: [
            '**Scrypt mining**: dogecoin uses the Scrypt hashing algorithm, the same one as litecoin, rather than bitcoin’s SHA-256.',
            '**Merged mining**: since 2014, miners can mine litecoin and dogecoin at the same time with the same work. This lets dogecoin share much of litecoin’s mining power, which makes it harder to attack than its own size alone would allow.',
            '**One-minute blocks**: a new block is added about every minute, compared with ten minutes for bitcoin and two and a half for litecoin, so payments get their first confirmation quickly.',
            '**Addresses**: most dogecoin addresses start with the letter D.',
          ],
        },
      ],
    },
    {
      heading: 'A supply with no cap',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bitcoin will never exceed 21 million coins and litecoin 84 million. Dogecoin has **no supply cap**. After an early period of varying rewards, its issuance became fixed in 2015: every block creates **10,000 DOGE**. With one block a minute, that is about 5.2 billion new coins a year, on top of more than 140 billion already in existence.',
        },
        {
          kind: 'paragraph',
          text: 'Because the number of new coins stays the same while the total keeps growing, the yearly rate of inflation slowly falls in percentage terms, but it never reaches zero. Supporters say a steady supply suits a currency meant to be spent; critics note that holders are diluted every year. Either way, its value depends entirely on demand.',
        },
      ],
    },
    {
      heading: 'What people use it for, and the risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'People use dogecoin for tipping and small payments, with the few merchants that accept it, and above all for speculation. Its fees are usually low and its blocks are fast, but it has no smart contracts and few uses beyond payments.',
        },
        {
          kind: 'list',
          items: [
            '**Extreme volatility**: dogecoin’s price has often moved on jokes, social-media posts and news, and has lost most of its value after past surges.',
            '**Dilution**: with no cap, billions of new coins are created every year.',
            '**Scams**: fake “giveaways” that promise to double any dogecoin you send, often using the names of celebrities, are common. They are always fraud.',
            '**No reversals**: a payment sent to the wrong address cannot be undone.',
            '**Rules and taxes**: regulation can change, and in Canada selling or exchanging crypto can have tax consequences.',
          ],
        },
      ],
    },
    {
      heading: `Dogecoin and ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Because ${b.brand} does not list dogecoin, you cannot buy DOGE with Canadian dollars on our platform. Our [page on buying dogecoin](/how-to-buy-dogecoin) explains this and what you can do instead.`,
        },
        {
          kind: 'paragraph',
          text: 'If you are curious about the coins dogecoin grew out of, read about [litecoin](/what-is-litecoin) and [bitcoin](/what-is-bitcoin-btc), both of which we trade, along with [ether](/what-is-ether), [bitcoin cash](/what-is-bitcoin-cash) and [XRP](/what-is-XRP). The [learning centre](/learn) has more guides.',
        },
        {
          kind: 'note',
          text: 'Risk warning: crypto assets, and meme coins in particular, are volatile and can lose much or all of their value in a short time. They are not bank deposits and are not covered by deposit insurance, and blockchain transfers cannot be reversed. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
