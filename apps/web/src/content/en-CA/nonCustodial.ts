import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Custodial vs non-custodial crypto, explained',
  description: `What custodial and non-custodial mean, why ${b.brand} is a custodial platform, and how to move your coins to a wallet you control.`,
  heading: 'Custodial and non-custodial crypto: where we stand',
  lead: `If you came here looking for a non-custodial platform, let’s be clear from the start: ${b.brand} is a **custodial** platform. While your crypto is on ${b.brand}, we hold it on your behalf. This page explains what that means, how it differs from holding your own keys, and how you can move your coins into your own custody whenever you choose.`,
  sections: [
    {
      heading: 'What custodial and non-custodial mean',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Crypto on a [blockchain](/What-is-a-blockchain) is controlled by **private keys**: whoever holds the keys to an address can move the coins at it. The question is simply who holds those keys.',
        },
        {
          kind: 'list',
          items: [
            '**Custodial:** a company holds the keys and keeps a record of what each customer owns. You sign in to an account, and the company moves coins on your instructions. Most trading platforms work this way.',
            '**Non-custodial (self-custody):** you hold the keys yourself, in a software wallet on your phone or computer or in a hardware wallet. Nobody can move your coins without them, and nobody can recover them for you if you lose them.',
          ],
        },
      ],
    },
    {
      heading: `How ${b.brand} holds your crypto`,
      blocks: [
        {
          kind: 'list',
          items: [
            'We hold the crypto you buy on your behalf while it is on the platform. You don’t hold its private keys during that time.',
            'Your holdings are recorded in your account in a **double-entry ledger**: every movement is written as matching entries, so each balance can be traced back to the trades, deposits and withdrawals that made it.',
            'We don’t lend out, stake or otherwise re-use customer assets.',
            'You can withdraw your coins to a wallet you control, subject to the security safeguards and limits described below.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Crypto held on a trading platform is not a bank deposit. If holding your own keys matters to you, the next section shows how to do it.',
        },
      ],
    },
    {
      heading: 'Moving your coins to self-custody',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Set up a wallet you control, such as a hardware wallet or a reputable software wallet, and write down its recovery phrase offline.',
            'Copy the wallet’s receiving address for the right asset and network.',
            'Add it as an external wallet in your account. This takes a one-time code by e-mail or from your authenticator app, and we check the address against its network’s format and a deny list.',
            'Wait 24 hours: a new wallet can receive withdrawals only after that delay.',
            'Send a small test withdrawal and check that it arrives. The network fee is shown before you confirm.',
            'Withdraw the rest, within your limits (by default, the equivalent of CAD 10,000 per rolling 24 hours).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you later want to sell, you can send the coins back to your deposit address on the platform. Read more about [your account wallet](/wallet).',
        },
      ],
    },
    {
      heading: 'Pros and cons of each',
      blocks: [
        { kind: 'subheading', text: `Keeping crypto on ${b.brand}` },
        {
          kind: 'list',
          items: [
            'Pro: you can sell in CAD at any moment, without moving coins first.',
            'Pro: there is no recovery phrase for you to guard; if you forget your password, you can reset it.',
            'Con: you rely on us to hold your coins and to keep your account available.',
            'Con: withdrawals go through security checks, delays and limits.',
          ],
        },
        { kind: 'subheading', text: 'Keeping crypto in your own wallet' },
        {
          kind: 'list',
          items: [
            'Pro: full control. Nobody can freeze or move your coins without your keys.',
            'Pro: you can use the coins directly with other wallets and services.',
            'Con: you alone are responsible. Lose the recovery phrase and the device, and the coins are gone for good.',
            'Con: mistakes such as a wrong address are usually irreversible, and selling means sending the coins back to a platform first, with a network fee.',
          ],
        },
      ],
    },
    {
      heading: 'Keeping your keys safe',
      blocks: [
        {
          kind: 'list',
          items: [
            'Write your recovery phrase (seed phrase) on paper or metal and store it somewhere safe and offline.',
            'Never type it into a website, take a photo of it or save it in cloud storage or e-mail.',
            `Never share it with anyone. No legitimate company or support agent, including ${b.brand}, will ever ask for it.`,
            'Download wallet apps only from the maker’s official source; fake wallet apps are a common scam.',
            'On a hardware wallet, check the receiving address on the device’s own screen.',
          ],
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose value, wherever they are held. Self-custody protects you from some risks and exposes you to others.',
        },
      ],
    },
  ],
}));
