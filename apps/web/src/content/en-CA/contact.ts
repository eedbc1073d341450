import { addressLine, hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Contact us: support by e-mail, phone and form',
  description: `How to reach ${b.brand} support by e-mail, phone or the contact form, what to include in your message, and what we will never ask you for.`,
  heading: 'Contact us',
  lead: 'Questions about your account, a trade, a deposit or a withdrawal? Our support team answers by e-mail, by phone and through the contact form, in English or in French. This page lists every way to reach us, how to help us help you faster, and how we handle complaints and privacy requests.',
  sections: [
    {
      heading: 'Contact details',
      blocks: [
        {
          kind: 'table',
          caption: 'How to reach support',
          rows: [
            ['E-mail', b.supportEmail],
            ['Phone', phoneText(b)],
            ['Hours', hoursText(b, 'en-CA')],
            ['Contact form', '[Below on this page](#contact-form)'],
            ['Mailing address', `${b.legalName}, ${addressLine(b)}`],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Phone lines are open during the hours above. You can e-mail us or use the contact form at any time; messages that arrive outside opening hours are answered once we are open again. Messages sent through the form are answered by e-mail, usually within one business day.',
        },
      ],
    },
    {
      heading: 'What to include in your message',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A little detail up front saves a round of questions. Please write from the e-mail address registered on your account, or mention it, and include:',
        },
        {
          kind: 'list',
          items: [
            'what you were trying to do, and what happened instead (the exact wording of any error message helps);',
            'the date and approximate time, with any reference shown on screen for a trade, deposit or withdrawal;',
            'for a crypto deposit or withdrawal: the asset, the amount, the address used and the transaction ID (hash), if you have it;',
            'for a CAD deposit: the method (Interac e-Transfer or EFT), the amount and, for an e-Transfer, the memo code you used;',
            'screenshots, if they help, with any codes or personal numbers hidden.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Before we discuss the details of an account, we may ask you to confirm that you are its owner. That protects you, not just us.',
        },
      ],
    },
    {
      heading: 'What we will never ask for',
      blocks: [
        {
          kind: 'list',
          items: [
            'your password;',
            'a two-factor code from your authenticator app, or a one-time code sent to you by e-mail;',
            'your recovery codes.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Treat as a scam anyone who asks you to send crypto or money to “verify” or “protect” your account, or who asks for the recovery phrase of a wallet you control. Nobody legitimate needs it.',
        },
        {
          kind: 'note',
          text: `If someone claiming to be from ${b.brand} asks for any of these, stop, don’t reply, and contact us using only the details on this page. Read more on [keeping your account safe](/Safe-and-Secure-Crypto-Wallet).`,
        },
      ],
    },
    {
      heading: 'Complaints',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are unhappy with our service or with how a request was handled, tell us. Contact support by any of the means above and say clearly that you are making a complaint, so that it is recorded and handled as one. Describe what happened, how it affected you and what you would like us to do.',
        },
        {
          kind: 'paragraph',
          text: 'How complaints are received, reviewed and answered, and what you can do if you are not satisfied with our response, is set out in our [User Agreement](/user-agreement).',
        },
      ],
    },
    {
      heading: 'Privacy questions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Questions about your personal information, requests to access or correct it, and privacy complaints go to our Privacy Officer. How to reach the Privacy Officer, and the rights you have under Canadian privacy law (including Quebec’s Law 25 for Quebec residents), are explained in our [Privacy Policy](/privacy-policy).',
        },
      ],
    },
  ],
}));
