import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Your crypto wallet: balances, deposits, withdrawals',
  description: `How the ${b.brand} account wallet works: balances per asset, available and settling amounts, deposit addresses, saved wallets and network fees.`,
  heading: 'Your account wallet',
  lead: `Every ${b.brand} account comes with a wallet: one balance for Canadian dollars and one for each asset we support, a deposit address for incoming coins, and a list of your saved external wallets for withdrawals. Here is how each part works.`,
  sections: [
    {
      heading: 'Balances for each asset',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your wallet shows a balance in CAD and in each asset you can trade: bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP. Every change, whether a trade, a deposit or a withdrawal, is recorded in a double-entry ledger, so each balance can be traced back to the movements that made it.',
        },
        { kind: 'subheading', text: 'Available and settling' },
        {
          kind: 'paragraph',
          text: 'A trade executes at once, and its proceeds settle a few seconds later (five seconds by default). Until then, they count in your balance but are shown as settling: you can’t sell or withdraw them yet. Your **available** amount is what you can use right now.',
        },
        {
          kind: 'paragraph',
          text: 'For example, if you buy 0.01 BTC, your bitcoin balance goes up by 0.01 straight away, and a few seconds later that 0.01 becomes available to sell or withdraw.',
        },
      ],
    },
    {
      heading: 'Receiving crypto: your deposit addresses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each customer has deposit addresses for incoming coins. Use them to move crypto you already own onto the platform, for example to sell it for CAD.',
        },
        {
          kind: 'list',
          items: [
            'Send only the asset the address is for, on the network it belongs to. Coins sent on the wrong network, or assets we don’t support, may not be recoverable.',
            'Copy and paste the address rather than typing it, then check the first and last few characters.',
            'If it is your first deposit, send a small amount first.',
          ],
        },
      ],
    },
    {
      heading: 'Sending crypto: saved external wallets',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Crypto withdrawals go only to external wallets you have saved in your account. Saving a wallet, and using it, works like this:',
        },
        {
          kind: 'list',
          items: [
            '**Address checks:** when you add a wallet, we check the address against its network’s format and against a deny list.',
            '**One-time code:** adding a wallet needs a code sent by e-mail or from your authenticator app, and so does each withdrawal.',
            '**24-hour delay:** a new wallet can receive withdrawals 24 hours after it was added.',
            '**Network fee shown first:** every withdrawal shows the network fee before you confirm it.',
            '**Limits:** by default, crypto withdrawals are capped at the equivalent of CAD 10,000 per rolling 24 hours; passing enhanced due diligence raises this five times.',
            '**Security holds:** withdrawals are held for 24 hours after a password change or a two-factor reset.',
          ],
        },
        {
          kind: 'note',
          text: 'A transaction sent to the wrong address usually can’t be reversed. Check the address before saving it, and send a small test amount to a new wallet.',
        },
      ],
    },
    {
      heading: 'Canadian dollars',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your CAD balance is funded by Interac e-Transfer (the screen shows the deposit e-mail and your unique memo code) or by EFT from a linked Canadian bank account in your own name. You withdraw CAD the same two ways. By default, CAD deposits and withdrawals are limited to CAD 10,000 per rolling 24 hours and CAD 50,000 per rolling 7 days.',
        },
      ],
    },
    {
      heading: 'A custodial wallet',
      blocks: [
        {
          kind: 'paragraph',
          text: `Your ${b.brand} wallet is **custodial**: we hold your coins on your behalf while they are on the platform, and you don’t hold their private keys. We don’t lend out or re-use them. If you want to hold your own keys, you can withdraw to a wallet you control at any time, subject to the safeguards above. [Custodial and non-custodial crypto explained](/Non-Custodial).`,
        },
        {
          kind: 'paragraph',
          text: 'For the protections around your account, see [keeping your account safe](/Safe-and-Secure-Crypto-Wallet).',
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose value. Your balance in CAD terms goes up and down with the market.',
        },
      ],
    },
  ],
}));
