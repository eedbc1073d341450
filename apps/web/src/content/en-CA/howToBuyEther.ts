import { definePage } from '../types';

export default definePage((b) => ({
  title: 'How to buy ether (ETH) in Canada',
  description:
    'Buy ether with Canadian dollars: the steps on our platform, what the quote shows, and how to withdraw ETH safely to a 0x address you control.',
  heading: 'How to buy ether',
  lead: `Ether (ETH) is the currency of the Ethereum network. On ${b.brand} you can buy it with Canadian dollars at a firm, all-in price, hold it in your account, and withdraw it to your own Ethereum wallet when you want to use it elsewhere.`,
  sections: [
    {
      heading: 'Why ether',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ethereum is a blockchain that runs programs called smart contracts, which power lending apps, exchanges, digital collectibles and thousands of tokens. Every transaction on it is paid for in ether, known as “gas”. Since September 2022 the network has been secured by proof of stake rather than mining. Unlike bitcoin, ether has no fixed maximum supply. Read [what ether is](/what-is-ether) for the full picture.',
        },
        {
          kind: 'paragraph',
          text: 'Some people buy ether as an investment; others need it to pay for transactions in apps they use. If that’s you, you will need a wallet of your own: see our page on [DeFi wallets](/decentralized-finance-defi-wallet).',
        },
      ],
    },
    {
      heading: 'Buying ether, step by step',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '[Sign up](/signup) and confirm your e-mail address.',
            'Verify your identity with a government photo ID, your Social Insurance Number, your address and your occupation.',
            'Fund your account in Canadian dollars, by EFT from a linked bank account in your name or by Interac e-Transfer with your memo code.',
            'Go to **Exchange**, pick **Buy**, then **Ether (ETH)**.',
            'Type the amount in CAD, or in ETH if you need a precise quantity, for example 0.05 ETH to cover transaction fees in an app.',
            'Look over the quote: the all-in price, the spread and any fee, each on its own line, firm for 10 seconds. When the countdown ends, a new quote appears at the current price.',
            'Confirm to buy at exactly those amounts.',
            'Your ether appears in **Assets** at once and settles a few seconds later, after which it can be sold or withdrawn. The trade is recorded in **Orders**.',
          ],
        },
      ],
    },
    {
      heading: 'Fees and minimum',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The price of ether on a quote is the mid-market price plus a spread of 0.75% by default, with no separate trading fee by default. The minimum trade is CAD 5.00. The quote always shows the real figures before you confirm; our page on [real-time quotes](/Real-Time-Quotes) shows the arithmetic.',
        },
        {
          kind: 'paragraph',
          text: 'Withdrawing ether costs an Ethereum network fee, which varies with how busy the network is. The withdrawal screen shows it before you confirm.',
        },
      ],
    },
    {
      heading: 'Sending ether to your own wallet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An Ethereum address is **0x** followed by 40 letters and digits. Many wallets display it in mixed upper and lower case: that is the EIP-55 checksum, which lets software catch a mistyped character. Always copy and paste the address rather than typing it.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copy the receiving address from your Ethereum wallet.',
            'Save it in **External Wallet**, confirming with a one-time code. We check its format and a deny list.',
            'Wait 24 hours until the new wallet can be used.',
            'In **Withdrawals**, choose ether, the wallet and the amount, review the network fee and confirm with a one-time code.',
          ],
        },
        {
          kind: 'note',
          text: 'Many other networks use the same 0x address format. Our ether withdrawals are sent on the Ethereum main network, so make sure the receiving wallet or service accepts ETH on Ethereum itself. And your ETH deposit address with us is for ether only: don’t send tokens to it.',
        },
      ],
    },
    {
      heading: 'Tips and risks',
      blocks: [
        {
          kind: 'list',
          items: [
            `${b.brand} does not offer staking: ether held with us earns no rewards.`,
            'Send a small test amount before moving a large balance to a new wallet.',
            'Never share your wallet’s recovery phrase. A website or “support agent” asking for it is a scam.',
            'Keep records of your purchases and withdrawals for tax purposes.',
          ],
        },
        {
          kind: 'note',
          text: 'Ether’s price swings widely, and it can lose a large part of its value in a short time. Only invest what you can afford to lose. This page is general information, not investment advice.',
        },
      ],
    },
  ],
}));
