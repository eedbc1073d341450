import { addressLine, hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'User agreement: the terms of your account',
  description: `The agreement for your ${b.brand} account: eligibility, custody, trading, funding, limits, risks, fees, complaints and your rights.`,
  heading: 'User agreement',
  lead: `This agreement sets out the terms on which ${b.legalName}, operating as ${b.brand} (“we”, “us”), provides your account and our services. Please read it carefully before you open an account, in particular the risks in section 11. By opening or using an account, you accept it, together with our [Terms and Conditions](/terms-and-conditions) and our [Privacy Policy](/privacy-policy).`,
  effective: '2026-11-24',
  sections: [
    {
      heading: '1. About us and our services',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} is operated by ${b.legalName}, whose head office is at ${addressLine(b)}. Our platform lets people who live in Canada buy and sell bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP with Canadian dollars (CAD), hold them with us, and deposit and withdraw CAD and those crypto assets.`,
        },
        {
          kind: 'paragraph',
          text: 'We do not offer other assets or trading pairs, margin, leverage, derivatives, staking, lending, interest on balances or personalised investment advice. You trade only with money and crypto assets you hold in your account.',
        },
      ],
    },
    {
      heading: '2. Eligibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To open and keep an account, you must:',
        },
        {
          kind: 'list',
          items: [
            'be an individual who lives in Canada, with a Canadian residential address;',
            'have reached the age of majority in your province or territory of residence;',
            'open the account in your own name and use it only for yourself, not on behalf of or on the instructions of anyone else;',
            'give us true, accurate and complete information, and keep it up to date.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may refuse to open an account, within the limits of the law, for example when we cannot verify your identity or when our services do not appear appropriate for you.',
        },
      ],
    },
    {
      heading: '3. Opening your account and verifying your identity',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You sign up with your e-mail address and a password and confirm the address through the link we send. Before you fund your account or trade, you must verify your identity (legal name, date of birth, residential address, phone number, occupation and employer, Social Insurance Number for tax reporting, government photo ID, and the politically-exposed-person and third-party questions), acknowledge our risk statement and answer a short appropriateness questionnaire.',
        },
        {
          kind: 'paragraph',
          text: 'An application that meets all our rules is approved automatically; any other is reviewed by a person on our compliance team, who may ask for more information. You may ask for a person to review an automated decision (see our [Privacy Policy](/privacy-policy)).',
        },
        {
          kind: 'paragraph',
          text: 'To raise your limits, or when the law requires it, we may carry out enhanced due diligence on the source of your funds and wealth and your expected trading volume, with supporting documents; staff always review it. We may ask you at any time to update or confirm your information, and may restrict your account if you do not.',
        },
      ],
    },
    {
      heading: '4. Keeping your account secure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You agree to:',
        },
        {
          kind: 'list',
          items: [
            'choose a strong password that you do not use elsewhere, and keep it secret;',
            'turn on two-factor authentication with an authenticator app and keep your recovery codes in a safe place;',
            'never share your password or any code (two-factor, e-mail or recovery) with anyone, even someone who claims to work for us: our staff will never ask for them;',
            'keep control of the e-mail account and devices you use with us;',
            'tell us right away if you suspect someone else has used your account.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For your protection, sessions end after 12 hours and a new sign-in ends your older sessions. Adding a wallet, withdrawing or changing your password requires a one-time code, and withdrawals are held for 24 hours after a password change or a two-factor reset.',
        },
        {
          kind: 'paragraph',
          text: 'You are responsible for activity carried out with your credentials, except for losses caused by our fault or a breach of our security, or occurring after you warned us and we had a reasonable opportunity to act.',
        },
      ],
    },
    {
      heading: '5. Custody of your crypto assets',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are a custodial platform. The crypto assets you buy or deposit are held by us on your behalf and recorded in your account in our double-entry ledger, separate in our books from our own assets; your CAD balance is recorded the same way.',
        },
        {
          kind: 'paragraph',
          text: 'While your crypto assets are on the platform, you do not hold their private keys; you take control of them when you withdraw them to an external wallet whose keys you hold. We do not lend out or re-use the crypto assets we hold for you.',
        },
      ],
    },
    {
      heading: '6. Trading',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Quotes.** You ask for a quote to buy or sell an amount in CAD or in the crypto asset. It shows the all-in price, the spread and any fee separately.',
            '**Ten seconds.** A quote is firm for 10 seconds, with a countdown; when it expires, the screen re-quotes and you confirm the new quote.',
            '**Execution.** When you confirm, the trade executes at once at exactly the quoted amounts, if your available balance covers it. A quote executes only once.',
            '**Counterparty.** You buy from us and sell to us, at the market mid price plus a spread on a purchase, or minus a spread on a sale.',
            '**Minimum.** The minimum trade is CAD 5.00.',
            '**Settlement.** Proceeds settle a few seconds after execution (5 seconds by default); until then they count in your balance but cannot be sold or withdrawn.',
            '**No cancellation.** An executed trade cannot be cancelled or reversed.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may decline to quote, in particular when market data is delayed, a limit applies or your account is restricted.',
        },
      ],
    },
    {
      heading: '7. Funding and withdrawals',
      blocks: [
        { kind: 'subheading', text: 'Canadian dollars' },
        {
          kind: 'paragraph',
          text: 'You can deposit CAD by electronic funds transfer (EFT) from a linked Canadian bank account, or by Interac e-Transfer using the deposit e-mail address and unique memo code shown on screen, and withdraw it by EFT or Interac e-Transfer. Bank accounts must be in your own name; you link them through the bank-link screen or by entering the institution, transit and account numbers, then confirm them with two small test deposits. A payment from or to someone else, or without the right memo code, may be delayed or returned.',
        },
        { kind: 'subheading', text: 'Crypto assets' },
        {
          kind: 'paragraph',
          text: 'You receive crypto assets at the deposit addresses we assign you; send to each address only the asset and network shown for it. Withdrawals go only to external wallets saved in your account. Adding one requires a one-time code by e-mail or from your authenticator app; we check the address against its network’s format and a deny list, and the wallet can be used 24 hours after it was added. The network fee is shown before you confirm a withdrawal.',
        },
        { kind: 'subheading', text: 'Limits' },
        {
          kind: 'table',
          caption: 'Default limits',
          rows: [
            [
              'CAD deposits and withdrawals',
              'CAD 10,000 per rolling 24 hours and CAD 50,000 per rolling 7 days',
            ],
            ['Crypto withdrawals', 'The equivalent of CAD 10,000 per rolling 24 hours'],
            ['After enhanced due diligence', 'Five times the default limits'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may apply different limits where the law or our risk assessment requires, and will tell you. We may delay or refuse a deposit or withdrawal when the law requires it, to verify it, or if we suspect fraud or unauthorized access. We may reverse a credit made to your account by mistake, and will tell you; if our error causes you a loss, we will correct it.',
        },
      ],
    },
    {
      heading: '8. Investment limits on XRP',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Canadian securities rules limit how much most retail investors may buy of crypto assets that are not “specified crypto assets”; of ours, this applies to XRP. Unless you live in a province or territory where the limit does not apply, your net purchases of XRP over the previous 12 months may not exceed CAD 30,000, or CAD 100,000 if you are an eligible investor; accredited investors have no limit.',
        },
        {
          kind: 'paragraph',
          text: 'We may ask for information to determine which category applies to you, and will decline an XRP purchase that would exceed your limit. Sales are not limited.',
        },
      ],
    },
    {
      heading: '9. Fees',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our main charge is the spread included in each quote: by default 0.75% per side (0.25% for USDC), with no separate trading fee by default. The spread and any fee appear in the quote, and the network fee of a crypto withdrawal or any fee on a CAD transfer is shown, before you confirm. Your bank may charge its own fees. We give notice before introducing or increasing a fee (section 17).',
        },
      ],
    },
    {
      heading: '10. Taxes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You are responsible for reporting and paying any taxes on your trades and holdings and for keeping the records you need; your transaction history is available in your account. We do not give tax advice. The law may require us to report information on you and your transactions, including your Social Insurance Number, to the Canada Revenue Agency, and we do so as required.',
        },
      ],
    },
    {
      heading: '11. Risks you should understand',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Volatility.** Crypto prices can move sharply in minutes. You can lose much or all of the money you put in. Past performance does not predict future results.',
            '**Irreversibility.** A blockchain transfer cannot be reversed once sent, by us or anyone else.',
            '**Wrong address or network.** Crypto sent to a wrong address, on the wrong network or in an unsupported asset may be lost for good.',
            '**Stablecoins.** USDC aims to track the US dollar but may not, and its value in CAD moves with the exchange rate.',
            '**Technology and custody.** Networks can be congested, split or attacked, and our service can be interrupted. As with any custodial service, you are also exposed to risks affecting us, such as cyber-attacks, technical failures or insolvency.',
            '**No deposit insurance.** Your crypto assets and CAD balance with us are not insured by the Canada Deposit Insurance Corporation (CDIC) or protected by the Canadian Investor Protection Fund (CIPF).',
            '**Changing rules.** Changes in law or regulation may affect the assets or services we can offer.',
          ],
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose much or all of their value. Only buy what you can afford to lose.',
        },
      ],
    },
    {
      heading: '12. Prohibited uses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You must not use your account, or let it be used:',
        },
        {
          kind: 'list',
          items: [
            'to launder money, finance terrorism, evade sanctions or handle the proceeds of crime;',
            'for fraud, scams or any other unlawful activity;',
            'for or on behalf of a third party, or by anyone other than you, including by lending or selling access to your account;',
            'with false, stolen or borrowed identity information;',
            'to interfere with the platform, or to access it by automated means we have not provided.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If someone, especially someone you met online, asks you to open an account or buy or send crypto for them, it is very likely a scam: stop and contact us. We report suspicious activity to FINTRAC and the authorities as the law requires, and the law may prevent us from telling you.',
        },
      ],
    },
    {
      heading: '13. Suspension and closure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can close your account at any time, at no cost, by contacting support, after withdrawing your balances or with our help to do so.',
        },
        {
          kind: 'paragraph',
          text: 'We may restrict your account (for example block trading or withdrawals), suspend it or close it if the law, a court order or a regulator requires it; if we reasonably suspect fraud, unauthorized access or a prohibited use; if you do not give us information we need or no longer meet the eligibility conditions; or if you seriously or repeatedly breach this agreement. We will tell you why, unless the law forbids it or it would compromise security or an investigation. Otherwise, we give you at least 30 days’ notice before closing your account.',
        },
        {
          kind: 'paragraph',
          text: 'When an account is closed, we return your balances, subject to the law: CAD to a bank account in your name and crypto assets to an external wallet you control. Until we can, we keep holding them on your behalf.',
        },
      ],
    },
    {
      heading: '14. Responsibility for losses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are responsible for losses caused by our fault or by our failure to meet our obligations under this agreement. We are not responsible for losses caused by market movements, by your own errors (such as sending crypto to a wrong address) or by events beyond our reasonable control, nor, where the law allows, for indirect losses such as lost profits. Nothing in this agreement limits your rights under Quebec’s Consumer Protection Act or any other law that cannot be waived by contract.',
        },
      ],
    },
    {
      heading: '15. Complaints',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Contact support by e-mail, phone or contact form and say that you are making a complaint. Describe what happened, with dates and references, and what you would like us to do.',
            'We acknowledge your complaint in writing within 5 business days and tell you who is handling it.',
            'We look into it fairly and may ask you for more information or documents.',
            'We send our written response as soon as possible, and no later than 90 days after receiving your complaint, with our findings, decision and reasons. If we need more time, we tell you why and when to expect it.',
            'If you are not satisfied, you can ask that a senior manager who was not involved review our response; we answer that request in writing within 30 days.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Handling a complaint costs you nothing. At any time, you may also contact the consumer protection office of your province or territory (in Quebec, the Office de la protection du consommateur), take a privacy complaint to the authorities named in our Privacy Policy, or go to court. Our process does not suspend the time limits that apply to legal proceedings.',
        },
      ],
    },
    {
      heading: '16. Communications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You agree that we communicate with you electronically, by e-mail to the address on your account and in the app, including confirmations, security notices and notices about this agreement. Keep your e-mail address up to date. You can reach us by e-mail, phone, contact form or mail, in English or French.',
        },
      ],
    },
    {
      heading: '17. Changes to this agreement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may change the following elements of this agreement: the description of our services and of the assets we offer, our fees and spreads, our limits, and our security and verification procedures. We will send you a written notice by e-mail at least 30 days before a change takes effect, setting out the new clause, the former clause where one is amended, and the date the change takes effect.',
        },
        {
          kind: 'paragraph',
          text: 'You may refuse the change and close your account, at no cost or penalty, before that date. Changes that only benefit you, such as a lower fee, or that the law requires, may take effect sooner where the law allows.',
        },
      ],
    },
    {
      heading: '18. Governing law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This agreement is governed by the laws of Ontario and the federal laws of Canada that apply there. This choice does not deprive you of the consumer protection of your province or territory of residence that cannot be waived by contract. If you are a consumer residing in Quebec, you may bring proceedings before the courts of Quebec. This agreement contains no arbitration clause and no class action waiver.',
        },
      ],
    },
    {
      heading: '19. General provisions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This agreement, with our Terms and Conditions and Privacy Policy, is the whole agreement between us about your account. If a provision is found invalid, the rest remains in effect. We may transfer this agreement to a business that takes over our services, after telling you and without reducing your rights. It is published in English and in French; both versions are equally authoritative.',
        },
      ],
    },
    {
      heading: '20. Contact us',
      blocks: [
        {
          kind: 'table',
          caption: 'Our contact details',
          rows: [
            ['E-mail', b.supportEmail],
            ['Phone', phoneText(b)],
            ['Hours', hoursText(b, 'en-CA')],
            ['Mail', `${b.legalName}, ${addressLine(b)}`],
          ],
        },
      ],
    },
  ],
}));
