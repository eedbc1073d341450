import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Getting started: from sign-up to your first trade',
  description:
    'Open an account, turn on two-factor sign-in, verify your identity, fund it in CAD and place your first crypto trade, step by step.',
  heading: 'Getting started',
  lead: `Opening an account on ${b.brand} takes a few minutes, and most people can trade the same day. This guide follows the path from sign-up to your first trade: what to have ready, what each screen asks for, and how to move your crypto to a wallet of your own when you want to.`,
  sections: [
    {
      heading: 'Create your account',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Go to [sign up](/signup) and enter your e-mail address and a password of at least 12 characters. A long phrase that you don’t use anywhere else works well; a password manager can generate one for you.',
            'Complete the quick check on the form. It runs in your browser and is hosted by us, with no third-party tracking script.',
            'Open the e-mail we send you and follow the link to confirm your address. The link is valid for 48 hours; if it expires, you can ask for a new one from the sign-in page.',
            'Sign in with your e-mail address and password.',
          ],
        },
      ],
    },
    {
      heading: 'Turn on two-factor sign-in',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before you add money, protect the account. Two-factor sign-in asks for a six-digit code from an authenticator app on your phone each time you sign in, so a stolen password alone is not enough to get in.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Install any authenticator app that supports time-based codes (TOTP), if you don’t have one already.',
            'In **Settings**, start two-factor setup and scan the QR code with the app.',
            'Enter the code the app shows to finish.',
            'Save the 10 recovery codes you are shown. They appear only once, and each one lets you sign in if you lose your phone. Keep them offline, somewhere only you can reach.',
          ],
        },
      ],
    },
    {
      heading: 'Verify your identity',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Canadian anti-money-laundering and securities rules require us to know who our customers are before they fund an account or trade. You do this once. Have the following ready:',
        },
        {
          kind: 'list',
          items: [
            '**A government photo ID**, such as a driver’s licence or passport, that is valid and readable.',
            '**Your Social Insurance Number (SIN)**, which we ask for tax reporting. It is stored encrypted and shown to you masked.',
            '**Your Canadian residential address** and a phone number.',
            '**Your occupation and employer.**',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You will also confirm your legal name and date of birth (you must have reached the age of majority in your province), answer two short questions about politically exposed persons and whether you are acting for someone else, read a risk statement and complete a brief questionnaire about your crypto knowledge. Clean applications are approved at once; others go to a person on our compliance team, who may contact you.',
        },
      ],
    },
    {
      heading: 'Link a bank account and deposit CAD',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Open **Payment Method** and add a Canadian bank account in your own name, either through the bank-link screen or by entering the institution, transit and account numbers by hand.',
            'Confirm the account with the two small test deposits sent to it; the screen explains what to do once they arrive.',
            'Open **Deposits** and choose how to add Canadian dollars: **EFT**, which pulls the amount from your linked account, or **Interac e-Transfer**, sent from your online banking to the e-mail address shown on screen. Include the unique memo code shown there, so the deposit reaches your account.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'By default, CAD deposits and withdrawals are limited to CAD 10,000 per rolling 24 hours and CAD 50,000 per rolling 7 days. Customers who complete enhanced due diligence can have higher limits.',
        },
      ],
    },
    {
      heading: 'Place your first trade',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Open **Exchange** and choose **Buy** or **Sell** and one of the assets we trade: bitcoin, ether, litecoin, bitcoin cash, USD Coin or XRP.',
            'Enter an amount in CAD or in the coin. The minimum trade is CAD 5.00.',
            'Read the quote: the all-in price, the spread and any fee are shown separately. The quote is firm for 10 seconds, with a countdown, and the screen asks for a fresh one when it runs out.',
            'Confirm. The trade executes at exactly the quoted amounts.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For how quotes are calculated, with a worked example, see [real-time quotes](/Real-Time-Quotes).',
        },
      ],
    },
    {
      heading: 'Where to see your orders and assets',
      blocks: [
        {
          kind: 'paragraph',
          text: '**Orders** lists every trade with its price, amounts and time. **Assets** shows what you hold in each coin and in Canadian dollars, and the **Dashboard** shows live prices and charts over 1 day to 5 years.',
        },
        {
          kind: 'paragraph',
          text: 'A new trade counts in your balance straight away. Its proceeds settle a few seconds later; until then they can’t be sold or withdrawn.',
        },
      ],
    },
    {
      heading: 'Withdraw to your own wallet',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} holds the crypto you buy on your behalf. If you want to hold your own keys, you can move it to a wallet you control:`,
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'In **External Wallet**, save your wallet’s receiving address for the right coin. You confirm with a one-time code sent by e-mail or from your authenticator app, and the address is checked against its network’s format and a deny list.',
            'Wait 24 hours: a new wallet can receive withdrawals 24 hours after it was added.',
            'In **Withdrawals**, choose the coin, the saved wallet and the amount, check the network fee shown, and confirm with a one-time code.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'To take Canadian dollars out, use **Withdrawals** too: by EFT to your linked bank account or by Interac e-Transfer. For more on keeping your account and coins safe, read [safe and secure crypto](/Safe-and-Secure-Crypto-Wallet); for other questions, see the [FAQ](/faq).',
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose much of their value quickly. Start with an amount you can afford to lose, and take the time to understand what you are buying.',
        },
      ],
    },
  ],
}));
