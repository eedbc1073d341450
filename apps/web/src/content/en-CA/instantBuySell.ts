import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Instant buy, sell and withdraw',
  description: `Buy and sell crypto in seconds at a firm CAD price on ${b.brand}, then withdraw to your own wallet. What “instant” means, and what takes longer.`,
  heading: 'Buy, sell and withdraw crypto in seconds',
  lead: `On ${b.brand}, a trade takes seconds from quote to confirmation: you see a firm price, you confirm it, and it executes at exactly that price. Here is what happens at each step, and which parts depend on banks, blockchains and our security safeguards rather than on the speed of the platform.`,
  sections: [
    {
      heading: 'Buy or sell with a firm quote',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Choose buy or sell and the asset: bitcoin, ether, litecoin, bitcoin cash, USD Coin or XRP.',
            'Enter the amount, either in Canadian dollars or in the coin. The minimum trade is CAD 5.00.',
            'Read the quote. It shows the all-in price, the spread and any fee, each on its own line.',
            'Confirm before the 10-second countdown runs out. If it does run out, the screen fetches a fresh quote for you to review.',
            'The trade executes at exactly the quoted amounts, and your balance updates straight away.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Each quote can be executed only once, so pressing confirm twice will not buy or sell twice. How the price itself is built is explained on our [real-time quotes](/Real-Time-Quotes) page.',
        },
      ],
    },
    {
      heading: 'What “instant” means, honestly',
      blocks: [
        { kind: 'subheading', text: 'Execution is immediate' },
        {
          kind: 'paragraph',
          text: 'Your trade executes the moment you confirm. The price and the amounts are fixed at that point: the market moving a second later doesn’t change them.',
        },
        { kind: 'subheading', text: 'Settlement follows a few seconds later' },
        {
          kind: 'paragraph',
          text: 'The proceeds of a trade settle a few seconds after it executes (five seconds by default). Until then they count in your balance but show as settling: you can’t sell or withdraw them yet. In practice, by the time you look at your wallet they are usually available.',
        },
        { kind: 'subheading', text: 'Bank transfers move at the banks’ pace' },
        {
          kind: 'paragraph',
          text: 'Canadian dollar deposits and withdrawals travel through the banking system, on its schedule. An Interac e-Transfer is usually the quicker option; an EFT follows the banks’ business-day processing. We can’t make either faster than the banks do.',
        },
        { kind: 'subheading', text: 'New wallets wait 24 hours' },
        {
          kind: 'paragraph',
          text: 'An external wallet you have just added can receive withdrawals 24 hours later. The wait is deliberate: if someone ever got into your account, it gives you time to notice and contact us before any coins could leave.',
        },
        { kind: 'subheading', text: 'Blockchains confirm at their own speed' },
        {
          kind: 'paragraph',
          text: 'Once a crypto withdrawal is sent, how long it takes to be confirmed depends on the network and how busy it is, not on us.',
        },
      ],
    },
    {
      heading: 'Withdraw to your own wallet',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Save the external wallet in your account. You’ll need a one-time code sent by e-mail or from your authenticator app, and we check the address against its network’s format and a deny list.',
            'Wait 24 hours before the new wallet can receive a withdrawal.',
            'Start the withdrawal. The network fee is shown before you confirm, so you know the cost up front.',
            'Confirm with a one-time code. The coins leave your account and are sent on the network.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'By default, crypto withdrawals are limited to the equivalent of CAD 10,000 per rolling 24 hours. Withdrawals are also held for 24 hours after a password change or a two-factor reset. Learn more about [your wallet](/wallet) and about [moving to self-custody](/Non-Custodial).',
        },
        {
          kind: 'note',
          text: 'A crypto transaction sent to the wrong address or network usually can’t be reversed. Check the address carefully and send a small test amount first.',
        },
      ],
    },
    {
      heading: 'Canadian dollars in and out',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Deposits:** by EFT from a linked Canadian bank account, or by Interac e-Transfer to the deposit e-mail shown on screen, with your unique memo code.',
            '**Withdrawals:** by EFT to a linked bank account, or by Interac e-Transfer.',
            '**Bank accounts** must be in your own name. Link one through the bank-link screen or enter it by hand, then confirm it with two small test deposits.',
            '**Default limits:** CAD 10,000 per rolling 24 hours and CAD 50,000 per rolling 7 days for deposits and withdrawals. Passing enhanced due diligence raises them five times.',
          ],
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose value quickly. A fast trade is still a decision to think through: only buy what you can afford to lose.',
        },
      ],
    },
  ],
}));
