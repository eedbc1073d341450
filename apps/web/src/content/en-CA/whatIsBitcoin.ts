import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is bitcoin (BTC)? A guide for Canadians',
  description:
    'Bitcoin explained for Canadians: its history, the 21 million cap, mining and halvings, satoshis, confirmations, uses and risks, and how to buy it in CAD.',
  heading: 'What is bitcoin?',
  lead: 'Bitcoin (BTC) is the first cryptocurrency: digital money that people can send to each other over the internet without a bank in the middle, recorded on a public blockchain that no company or government controls. Here is where it came from, how it works, what people use it for and the risks to weigh before you buy.',
  sections: [
    {
      heading: 'A short history',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In October 2008, a person or group using the name **Satoshi Nakamoto** published a nine-page white paper, “Bitcoin: A Peer-to-Peer Electronic Cash System”. It described how to send payments online without a trusted intermediary, by having a network of computers agree on one shared history of transactions. The network went live in **January 2009**, when Nakamoto mined its first block. Nakamoto stepped back from the project by 2011 and has never been publicly identified.',
        },
        {
          kind: 'paragraph',
          text: 'Since then, bitcoin has grown from an experiment among cryptographers into the largest crypto asset by market value. Its software is open source and maintained by volunteers, and changing its rules takes broad agreement among the people who run the network.',
        },
      ],
    },
    {
      heading: 'How bitcoin works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bitcoin runs on a [blockchain](/What-is-a-blockchain): a public ledger copied across thousands of computers. New transactions are grouped into blocks, and a block is added roughly every 10 minutes.',
        },
        { kind: 'subheading', text: 'Mining' },
        {
          kind: 'paragraph',
          text: 'Blocks are produced by **miners**, who run specialized machines to solve a proof-of-work puzzle. The first to solve it adds the next block and receives the block reward, made of newly created bitcoin, plus the fees of the transactions in it. The difficulty adjusts about every two weeks so that blocks keep arriving about every 10 minutes, however much computing power joins or leaves.',
        },
        { kind: 'subheading', text: 'The 21 million cap and halvings' },
        {
          kind: 'paragraph',
          text: 'Bitcoin’s rules limit its supply to **21 million coins**. The block reward is cut in half every 210,000 blocks, roughly every four years, in an event called a **halving**. It began at 50 BTC per block in 2009 and fell to 3.125 BTC at the April 2024 halving. New issuance keeps shrinking until it stops around the year 2140; miners will then be paid by fees alone.',
        },
        { kind: 'subheading', text: 'Units' },
        {
          kind: 'table',
          caption: 'Bitcoin units',
          rows: [
            ['1 bitcoin (BTC)', '100,000,000 satoshis'],
            ['1 satoshi (sat)', '0.00000001 BTC, the smallest unit'],
          ],
        },
        {
          kind: 'paragraph',
          text: `You don’t need to buy a whole bitcoin: amounts go down to a hundred-millionth of a coin, and the minimum trade on ${b.brand} is CAD 5.00.`,
        },
      ],
    },
    {
      heading: 'How a transaction is confirmed',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'The sender’s wallet signs the transaction with a private key and broadcasts it to the network.',
            'The transaction waits among unconfirmed transactions. Miners generally pick those paying the highest fee for their size first, so fees rise when the network is busy.',
            'A miner includes it in a block: that is its first **confirmation**.',
            'Each later block adds a confirmation. After several, often six (about an hour) for large amounts, the transaction is treated as final.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A confirmed bitcoin transaction cannot be reversed. Sending to a wrong address, or to an address on another network, usually means the funds are lost.',
        },
      ],
    },
    {
      heading: 'What people use bitcoin for',
      blocks: [
        {
          kind: 'list',
          items: [
            'Holding it as a long-term, high-risk asset with a fixed supply, independent of any government or bank.',
            'Sending value across borders, at any hour, without an intermediary.',
            'Paying merchants who accept it, although price swings and network fees make it impractical for many everyday purchases.',
            'Keeping savings in self-custody, where only the holder of the keys can move them.',
          ],
        },
      ],
    },
    {
      heading: 'The risks',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatility**: bitcoin’s price often moves by large percentages within days, and it has lost more than half its value several times.',
            '**No reversals**: mistaken or fraudulent transfers cannot be undone.',
            '**Scams**: fake investment schemes, impersonators and “giveaways” target crypto holders. No legitimate platform will ask for your password or your keys.',
            '**Custody**: if you hold your own keys and lose them, your bitcoin is gone; if a platform holds them, you depend on that platform.',
            '**Rules and taxes**: regulation can change, and in Canada selling or spending crypto can have tax consequences.',
          ],
        },
      ],
    },
    {
      heading: `Buying bitcoin in Canada with ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `You can buy and sell bitcoin against Canadian dollars on ${b.brand}. Fund your account by Interac e-Transfer or EFT, ask for a quote in CAD or in BTC, and confirm while it holds: the quote shows the price, the spread and any fee, and is firm for 10 seconds. Keep your bitcoin in your account or withdraw it to a wallet you control. Our [guide to buying bitcoin in Canada](/how-to-buy-bitcoin-canada) walks you through each step, or [open an account](/signup) to begin.`,
        },
        {
          kind: 'note',
          text: 'Risk warning: bitcoin is volatile and can lose much or all of its value in a short time. It is not a bank deposit and is not covered by deposit insurance. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
