import { hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Crypto help: what our team can and can’t do',
  description: `The ${b.brand} team explains how the platform works, from sign-up to withdrawals, but does not give personalised investment, tax or legal advice.`,
  heading: 'Help from our team, and its limits',
  lead: `${b.brand} does not offer paid consultations or personalised advice. What we do offer is practical help with how the platform works, from people who know it well, by e-mail or phone. This page explains where that help starts and stops, and where to turn for advice about your own situation.`,
  sections: [
    {
      heading: 'What we don’t do',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our team does not give personalised investment, tax or legal advice. In practice, that means we won’t:',
        },
        {
          kind: 'list',
          items: [
            'tell you whether to buy or sell, which asset to choose, how much to put in or when;',
            'predict prices or suggest what a coin might be worth in future;',
            'review your portfolio or say whether crypto suits your finances;',
            'tell you how much tax you owe or how to file it;',
            'interpret the law for your particular situation.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Good advice depends on your whole financial picture and needs someone qualified to give it. We would rather say so plainly than offer something that sounds like advice but isn’t.',
        },
      ],
    },
    {
      heading: 'What we can help with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are glad to walk you through any part of the platform, for example:',
        },
        {
          kind: 'list',
          items: [
            '**Your account:** signing up, signing in, setting up two-factor sign-in and keeping your recovery codes.',
            '**Verification:** what we ask for and why, such as your Social Insurance Number for tax reporting, and what happens when an application needs a review by our compliance team.',
            '**Funding:** linking a bank account, the two small test deposits, and sending an Interac e-Transfer with your memo code.',
            '**Trading:** reading a quote, the spread and any fee, the 10-second countdown, and why new proceeds show as settling for a few seconds.',
            '**Withdrawals:** saving an external wallet, the 24-hour delay, network fees and limits.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Reach us by e-mail at ${b.supportEmail} or by phone at ${phoneText(b)}, ${hoursText(b, 'en-CA')}. You can also write through the form described on our [contact page](/contact). We will never ask for your password, a two-factor code or a recovery code.`,
        },
      ],
    },
    {
      heading: 'Learn at your own pace',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our education pages cover the basics in plain language, with the risks set out alongside the uses:',
        },
        {
          kind: 'list',
          items: [
            'the [learning centre](/learn), with every guide in one place;',
            '[getting started](/getting-started), from sign-up to your first trade;',
            '[what a blockchain is](/What-is-a-blockchain) and why it matters;',
            '[how our real-time quotes work](/Real-Time-Quotes);',
            'the [frequently asked questions](/faq).',
          ],
        },
      ],
    },
    {
      heading: 'When you need advice',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Investment advice:** speak to a registered adviser. You can check a person’s or a firm’s registration with the Canadian Securities Administrators’ National Registration Search.',
            '**Tax:** speak to an accountant or tax professional. In Canada, selling, exchanging or spending crypto can have tax consequences, so keep a record of your trades; your order history on the platform helps.',
            '**Legal questions:** speak to a lawyer about your own situation.',
          ],
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose much or all of their value. Be wary of anyone who offers guaranteed returns or pressures you to invest quickly.',
        },
      ],
    },
  ],
}));
