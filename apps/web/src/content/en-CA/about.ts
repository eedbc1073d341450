import { addressLine, hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'About us: a crypto platform built for Canada',
  description: `Who runs ${b.brand}, what we offer, what we leave out on purpose, and how we build a plain, bilingual way to buy and sell crypto in CAD.`,
  heading: `About ${b.brand}`,
  lead: `${b.brand} is a crypto trading platform for people who live in Canada. You can buy and sell a short list of established crypto assets with Canadian dollars, at a firm price you see before you confirm, in English or in French. We keep the product simple on purpose and try to be as clear about its limits as about its features.`,
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} is operated by ${b.legalName}, a company based in Ontario. Our head office is at ${addressLine(b)}.`,
        },
        {
          kind: 'paragraph',
          text: 'We built the platform for retail customers: people who want a straightforward way to buy, hold and sell crypto in CAD, fund their account from a Canadian bank, and get help from a person when they need it. Every page, screen and support conversation is available in both official languages.',
        },
      ],
    },
    {
      heading: 'What we offer',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Six assets against the Canadian dollar:** bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each bought and sold in CAD.',
            '**Live prices in CAD** with charts over one day, one week, one month, one year and five years. See [how our real-time quotes work](/Real-Time-Quotes).',
            '**Firm quotes:** each quote shows the all-in price, the spread and any fee separately, and holds for 10 seconds. Confirming executes at exactly the quoted amounts.',
            '**Canadian dollars in and out** by Interac e-Transfer or by EFT, to and from a bank account in your own name.',
            '**Crypto in and out:** your own deposit addresses for incoming coins, and withdrawals to external wallets you have saved. See [how your wallet works](/wallet).',
            '**A [learning centre](/learn)** that explains blockchains, coins and the platform itself in plain language.',
          ],
        },
      ],
    },
    {
      heading: 'What we deliberately don’t do',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some things are missing from the platform on purpose. They add risk or complexity that we don’t think belongs in a simple retail service.',
        },
        {
          kind: 'list',
          items: [
            '**No leverage, margin or derivatives.** You trade only with money you have deposited, so a trade can never leave you owing more than you put in.',
            '**No lending of customer assets.** The coins we hold for you are recorded in your account and are not lent out or re-used. We don’t offer staking, lending or interest on balances either.',
            '**No hype.** We don’t publish price predictions or promise returns. Our education pages describe the risks as plainly as the uses.',
            '**No endless list of tokens.** We support six assets and say so clearly. Where we explain a coin we don’t trade, the page tells you that.',
          ],
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose much or all of their value. Only buy what you can afford to lose.',
        },
      ],
    },
    {
      heading: 'How we build',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Security first.** Passwords are hashed with Argon2id, two-factor sign-in works with any authenticator app, sensitive actions need a one-time code, and a new withdrawal wallet can only be used 24 hours after it was added. Sensitive personal data is encrypted at rest. Read more on [keeping your account safe](/Safe-and-Secure-Crypto-Wallet).',
            '**Bilingual from the start.** English and French are built in everywhere, not added as an afterthought.',
            '**Transparent pricing.** By default the spread is 0.75% per side (0.25% for USDC) and there is no separate trading fee. Whatever the figures, the quote shows them before you confirm.',
            '**Honest about custody.** We are a custodial platform: we hold your coins on your behalf while they are on the platform, and you can withdraw them to a wallet you control. [Custodial and non-custodial explained](/Non-Custodial).',
            '**Respect for privacy.** No advertising cookies and no third-party tracking script; even the bot check on our forms is hosted by us. See our [Privacy Policy](/privacy-policy).',
          ],
        },
      ],
    },
    {
      heading: 'How to reach us',
      blocks: [
        {
          kind: 'paragraph',
          text: `Our support team answers by e-mail at ${b.supportEmail} and by phone at ${phoneText(b)}, ${hoursText(b, 'en-CA')}. All the details, what to include in a message, and the contact form are on our [contact page](/contact).`,
        },
        {
          kind: 'paragraph',
          text: 'Support will never ask you for your password, a two-factor code or a recovery code. If someone claiming to be from us does, it isn’t us.',
        },
      ],
    },
  ],
}));
