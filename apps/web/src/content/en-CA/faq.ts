import { hoursText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Frequently asked questions',
  description:
    'Answers about accounts, identity checks, quotes, CAD deposits, crypto withdrawals, security, fees, limits and crypto taxes in Canada.',
  heading: 'Frequently asked questions',
  lead: `Short, straight answers about how ${b.brand} works: opening and verifying an account, buying and selling, moving money and crypto in and out, keeping your account safe, and what it costs. If your question isn’t here, [contact us](/contact).`,
  sections: [
    {
      heading: 'Account and verification',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Who can open an account?',
              answer: [
                `${b.brand} is for people who live in Canada and have reached the age of majority in their province or territory. You need a Canadian residential address and a valid government photo ID.`,
              ],
            },
            {
              question: 'What do I need to verify my identity?',
              answer: [
                'Your legal name, date of birth, Canadian residential address, phone number, occupation and employer, Social Insurance Number and a government photo ID. You will also answer questions about politically exposed persons and third parties, read a risk statement and complete a short questionnaire about your crypto knowledge.',
                'The [getting started](/getting-started) guide walks through it step by step.',
              ],
            },
            {
              question: 'Why do you ask for my Social Insurance Number?',
              answer: [
                'We ask for it for tax reporting. It is encrypted when stored and only ever shown masked.',
              ],
            },
            {
              question: 'How long does verification take?',
              answer: [
                'Clean applications are approved at once. Others are reviewed by a person on our compliance team, who may contact you for more information. Enhanced due diligence, which raises your limits, is always reviewed by staff.',
              ],
            },
            {
              question: 'Is there a mobile app?',
              answer: [
                'No. The web app works in the browser on your phone, tablet or computer, in English and in French.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Buying and selling',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Which cryptocurrencies can I buy?',
              answer: [
                'Bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP, each bought and sold against Canadian dollars. We do not offer stellar, dogecoin, cardano, chainlink, polkadot or any other coin, and we have no crypto-to-crypto pairs.',
              ],
            },
            {
              question: 'How does a quote work?',
              answer: [
                'You choose buy or sell and enter an amount in CAD or in the coin. The quote shows the all-in price, the spread and any fee separately, and is firm for 10 seconds with a countdown. If you confirm in time, the trade executes at exactly the quoted amounts. See [real-time quotes](/Real-Time-Quotes) for a worked example.',
              ],
            },
            {
              question: 'What happens when the countdown runs out?',
              answer: [
                'The screen asks for a new quote at the current market price, which may be higher or lower. Nothing is traded until you confirm, and each quote can be executed only once.',
              ],
            },
            {
              question: 'What is the minimum trade?',
              answer: [
                'CAD 5.00, whether you enter the amount in Canadian dollars or in the coin.',
              ],
            },
            {
              question: 'Why can’t I sell or withdraw what I just bought?',
              answer: [
                'A trade executes at once, and its proceeds settle a few seconds later (five seconds by default). Until then they count in your balance but can’t be sold or withdrawn.',
              ],
            },
            {
              question: 'Do you offer margin, staking, lending or interest?',
              answer: [
                'No. There is no margin, leverage or derivatives trading, and we don’t pay interest or staking rewards. We don’t lend out or re-use customers’ assets either.',
              ],
            },
            {
              question: 'Do you have an OTC desk for large orders?',
              answer: [
                'No. Large orders use the same quotes as any other trade, within your limits. If you are planning a large trade, you are welcome to [contact us](/contact) first.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Deposits and withdrawals',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'How do I deposit Canadian dollars?',
              answer: [
                'By EFT, which pulls the amount from a Canadian bank account you have linked, or by Interac e-Transfer to the e-mail address shown on the Deposits screen. With an e-Transfer, include the unique memo code shown there so the money reaches your account.',
              ],
            },
            {
              question: 'Can I use a bank account in someone else’s name?',
              answer: [
                'No. Bank accounts must be in your own name. You link one through the bank-link screen or by entering the institution, transit and account numbers, then confirm it with two small test deposits.',
              ],
            },
            {
              question: 'How do I withdraw Canadian dollars?',
              answer: [
                'From the Withdrawals screen, by EFT to your linked bank account or by Interac e-Transfer.',
              ],
            },
            {
              question: 'How do I move crypto to my own wallet?',
              answer: [
                'Save the wallet’s address in External Wallet, confirming with a one-time code. A new wallet can be used 24 hours after it was added. Then choose the coin, the wallet and the amount in Withdrawals; the network fee is shown before you confirm.',
                'Withdrawals go only to wallets you have saved, and every address is checked against its network’s format and a deny list.',
              ],
            },
            {
              question: 'Can I send crypto to my account from another wallet?',
              answer: [
                'Yes, for the coins we support. Your account has a deposit address for each of them. Send each coin only to its own address, on its own network: a coin sent to the wrong address or network may be lost.',
              ],
            },
            {
              question: 'Why is my withdrawal on hold?',
              answer: [
                'Withdrawals are held for 24 hours after a password change or a two-factor reset. The pause gives you time to notice and tell us if someone else made the change.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Security',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Who holds my crypto?',
              answer: [
                `${b.brand} is a custodial platform: we hold the crypto you buy on your behalf and record it in your account, and you don’t hold its private keys while it is with us. We don’t lend out or re-use customer assets. You can withdraw it to a wallet you control, within your limits. Read [custodial and non-custodial crypto](/Non-Custodial) to compare.`,
              ],
            },
            {
              question: 'How do I protect my account?',
              answer: [
                'Use a unique password, turn on two-factor sign-in with an authenticator app, keep your recovery codes offline and secure the e-mail account you use with us. More tips are on [safe and secure crypto](/Safe-and-Secure-Crypto-Wallet).',
              ],
            },
            {
              question: 'What if I lose the phone with my authenticator app?',
              answer: [
                'Sign in with one of your recovery codes, then set up the app again. If you no longer have your recovery codes, contact support. After a two-factor reset, withdrawals are held for 24 hours.',
              ],
            },
            {
              question: 'Will support ever ask for my password or a code?',
              answer: [
                'Never. Nobody from our team will ask for your password, a two-factor code or a recovery code, by e-mail, by phone or any other way. Anyone who does is not us.',
              ],
            },
            {
              question: 'Why was I signed out?',
              answer: [
                'Sessions expire after 12 hours, and signing in ends your account’s older sessions. If you didn’t sign in elsewhere yourself, change your password and contact us.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Fees, limits and taxes',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'What does a trade cost?',
              answer: [
                'The price includes a spread over the market mid price: by default 0.75% per side, and 0.25% for USD Coin, with no separate trading fee by default. Whatever the figures, the quote shows the price, spread and any fee before you confirm. Crypto withdrawals also carry a network fee, shown before you confirm.',
              ],
            },
            {
              question: 'What are the limits?',
              answer: [
                'By default, CAD deposits and withdrawals are limited to CAD 10,000 per rolling 24 hours and CAD 50,000 per rolling 7 days, and crypto withdrawals to the equivalent of CAD 10,000 per 24 hours. Passing enhanced due diligence raises these limits five times.',
              ],
            },
            {
              question: 'Is there a limit on buying XRP?',
              answer: [
                'Yes. XRP is not a “specified” crypto asset under Canadian securities rules, so most retail investors can make net purchases of up to CAD 30,000 of it per 12 months (CAD 100,000 for eligible investors, no cap for accredited investors), except in provinces that exempt it. See [how to buy XRP](/how-to-buy-XRP).',
              ],
            },
            {
              question: 'Do I pay tax on crypto in Canada?',
              answer: [
                'Generally, yes. The Canada Revenue Agency treats crypto assets as property. When you sell, spend or exchange them, the gain or loss is usually a capital gain or loss, or business income if your activity amounts to a business. Buying and holding is not in itself a taxable event.',
                'Keep a record of every trade: date, amount, price in CAD and fees. Your Orders history helps. Check the CRA’s guidance on crypto assets (and Revenu Québec’s if you live in Quebec) or speak to a tax professional. This is general information, not tax advice.',
              ],
            },
            {
              question: 'How do I reach support?',
              answer: [
                `By e-mail at ${b.supportEmail}, by phone or through the [contact form](/contact), ${hoursText(b, 'en-CA')}. We explain how the platform works, but we don’t give personalised investment advice.`,
              ],
            },
          ],
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose value quickly. Only invest what you can afford to lose.',
        },
      ],
    },
  ],
}));
