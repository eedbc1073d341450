import { addressLine } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Privacy policy: how we handle your information',
  description: `How ${b.brand} collects, uses, shares, keeps and protects your personal information under PIPEDA and Quebec’s Law 25, and how to use your rights.`,
  heading: 'Privacy policy',
  lead: `This policy explains how ${b.legalName}, operating as ${b.brand} (“we”, “us”), collects, uses, discloses, keeps and protects your personal information when you visit our website, open and use an account, or contact us. It follows the Personal Information Protection and Electronic Documents Act (PIPEDA) and, for Quebec residents, the Act respecting the protection of personal information in the private sector, as amended by Law 25. We do not sell your personal information.`,
  effective: '2026-11-24',
  sections: [
    {
      heading: '1. Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} is operated by ${b.legalName}, whose head office is at ${addressLine(b)}. We are responsible for the personal information under our control, including information we entrust to service providers.`,
        },
        {
          kind: 'paragraph',
          text: 'This policy covers our website, the web app in which you manage your account, our e-mails and our support. It should be read with our [Terms and Conditions](/terms-and-conditions) and, for customers, our [User Agreement](/user-agreement). “Personal information” means any information about an individual that allows that individual to be identified.',
        },
      ],
    },
    {
      heading: '2. Our Privacy Officer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our person in charge of the protection of personal information is our Privacy Officer, who makes sure we comply with privacy law, approves our governance policies and practices, oversees privacy impact assessments, keeps our register of confidentiality incidents and answers your requests and complaints.',
        },
        {
          kind: 'table',
          caption: 'How to reach the Privacy Officer',
          rows: [
            ['E-mail', `${b.supportEmail}, with “Attention: Privacy Officer” in the subject line`],
            ['Mail', `Attention: Privacy Officer, ${b.legalName}, ${addressLine(b)}`],
          ],
        },
      ],
    },
    {
      heading: '3. The personal information we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only what we need for the purposes in section 5. Depending on how you use our services, this includes the following.',
        },
        { kind: 'subheading', text: 'Account information' },
        {
          kind: 'paragraph',
          text: 'Your e-mail address, display name and language; your password, stored only as an Argon2id hash, never in readable form; and your two-factor authentication settings (the encrypted secret of your authenticator app and your hashed recovery codes).',
        },
        { kind: 'subheading', text: 'Identity verification information' },
        {
          kind: 'paragraph',
          text: 'Before you fund your account or trade, the law requires us to verify who you are. We collect your legal name, date of birth, Canadian residential address, phone number, occupation and employer, Social Insurance Number (SIN), an image of your government photo ID, your answers to the politically-exposed-person and third-party questions, your acknowledgement of our risk statement and your answers to a short appropriateness questionnaire. Enhanced due diligence adds the source of your funds and wealth, your expected trading volume and supporting documents.',
        },
        {
          kind: 'paragraph',
          text: 'We ask for your SIN for tax reporting only. It is stored encrypted and shown masked.',
        },
        { kind: 'subheading', text: 'Financial and transaction information' },
        {
          kind: 'paragraph',
          text: 'The bank accounts you link (institution, transit and account numbers); your CAD deposits and withdrawals, including Interac e-Transfer memo codes; your quotes, trades and balances; your crypto deposit addresses, the external wallets you save and your transactions on public blockchains.',
        },
        { kind: 'subheading', text: 'Device and technical information' },
        {
          kind: 'paragraph',
          text: 'Our servers record technical information such as your IP address, browser type, the pages requested, the date and time, sign-in attempts, sessions and security events (for example a locked account or a changed password). The bot check on our forms is hosted by us and does not track you on other websites.',
        },
        { kind: 'subheading', text: 'Communications' },
        {
          kind: 'paragraph',
          text: 'Your messages to us by e-mail, phone or contact form (name, e-mail address, subject and message), our replies, and records of the e-mails we send you, such as verification links, one-time codes and account notices.',
        },
      ],
    },
    {
      heading: '4. How we collect it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Directly from you, when you sign up, verify your identity, link a bank account, trade, move funds or contact us.',
            'Automatically, when your browser connects to our servers (see section 11 on cookies and local storage).',
            'From others, where the law allows and with your consent where required: banks and payment networks processing your deposits and withdrawals, service providers that help us verify identity documents or bank accounts, and public sources such as sanctions lists and blockchains.',
          ],
        },
      ],
    },
    {
      heading: '5. Why we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To open, operate and maintain your account, execute your trades and process your deposits and withdrawals.',
            'To verify your identity and age and confirm that you live in Canada.',
            'To meet our legal obligations: anti-money-laundering rules, sanctions screening, securities rules such as investment limits and appropriateness, record-keeping and tax reporting.',
            'To secure accounts, and to detect, prevent and investigate fraud, unauthorized access and abuse.',
            'To answer your questions and complaints, and to tell you about your account and changes to our terms.',
            'To maintain, troubleshoot and improve the service, using aggregated or de-identified information wherever possible.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use your personal information for targeted advertising, and we do not sell, rent or trade it. We will ask for your consent before using it for a new purpose, unless the law allows otherwise.',
        },
      ],
    },
    {
      heading: '6. Your consent and how to withdraw it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We ask for consent in clear and simple terms, for specific purposes, and expressly for sensitive information such as your SIN, identity document and financial information. By creating an account and providing your information, you consent to its collection, use and disclosure for the purposes in this policy.',
        },
        {
          kind: 'paragraph',
          text: 'You may withdraw your consent at any time by writing to the Privacy Officer, subject to legal and contractual restrictions, and we will explain the consequences. We cannot open or keep an account without identity verification, and the law requires us to keep certain records even after you withdraw consent or close your account (see section 9).',
        },
        {
          kind: 'paragraph',
          text: 'E-mails that run your account, such as codes and security notices, are part of the service. We send promotional messages only with your consent, always with a way to unsubscribe.',
        },
      ],
    },
    {
      heading: '7. Identity verification and automated decisions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our identity verification uses a rules engine: an application that meets all its rules is approved automatically, without a person reviewing it; any other application goes to a person on our compliance team, who decides. No application is refused automatically, and enhanced due diligence is always reviewed by staff.',
        },
        {
          kind: 'paragraph',
          text: 'When a decision about you is based exclusively on automated processing, we tell you so. On request, we tell you which personal information was used, the reasons and the principal factors and parameters that led to the decision, and your right to have the information corrected. You may also submit your observations and ask a person on our team to review the decision by writing to the Privacy Officer.',
        },
      ],
    },
    {
      heading: '8. When we share your information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal information only in the cases below, and only what each case needs. Apart from them, we share it only with your consent.',
        },
        { kind: 'subheading', text: 'Service providers' },
        {
          kind: 'paragraph',
          text: 'Service providers host our systems, deliver e-mail, process payments and help with identity verification, security and support. They may use your information only to serve us, under contracts that require them to keep it confidential and protect it.',
        },
        { kind: 'subheading', text: 'Outside Quebec and outside Canada' },
        {
          kind: 'paragraph',
          text: 'Some service providers may store or process information outside Quebec or outside Canada, for example in the United States, where it may be accessible to the courts and authorities under local law. Before communicating personal information of Quebec residents outside Quebec, we carry out a privacy impact assessment and make sure, by contract, that it will be adequately protected.',
        },
        { kind: 'subheading', text: 'Legal and regulatory obligations' },
        {
          kind: 'paragraph',
          text: 'Crypto trading platforms in Canada are subject to the Proceeds of Crime (Money Laundering) and Terrorist Financing Act, which requires them to verify their customers’ identity, keep records and report certain transactions, such as suspicious transactions and large virtual currency transactions, to the Financial Transactions and Reports Analysis Centre of Canada (FINTRAC). Tax law can also require them to report customer and transaction information, including the SIN, to the Canada Revenue Agency (CRA). We disclose information as these obligations require; the law may prevent us from telling you about a report.',
        },
        {
          kind: 'paragraph',
          text: 'We may also disclose information where the law requires or allows it, for example in response to a court order or other legal demand, to a regulator or police force acting with lawful authority, in an emergency that threatens someone’s life, health or security, or to prevent fraud or defend a legal claim.',
        },
        { kind: 'subheading', text: 'Business transactions' },
        {
          kind: 'paragraph',
          text: 'If we consider selling or merging all or part of our business, we may share the information needed with the other party, under an agreement that protects it, as the law allows.',
        },
      ],
    },
    {
      heading: '9. How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep personal information only as long as we need it for its purposes, then as long as the law requires. After an account closes, we keep the records that anti-money-laundering, securities and tax laws require, generally for five to six years. Information used to make a decision about you is kept at least one year after the decision.',
        },
        {
          kind: 'paragraph',
          text: 'Messages from people who are not customers are kept only as long as needed to deal with them. When a retention period ends, we securely destroy or anonymize the information.',
        },
      ],
    },
    {
      heading: '10. How we protect it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Every connection to our website and app is encrypted with HTTPS and protected by strict security headers.',
            'Sensitive personal information, such as your SIN and your authenticator secret, is encrypted at rest.',
            'Passwords are stored only as Argon2id hashes, and you can protect your sign-in with two-factor authentication using an authenticator app.',
            'Adding a wallet, withdrawing or changing your password requires a one-time code.',
            'Staff access is limited by role, staff sign in with two-factor authentication and are bound by confidentiality.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No system is perfectly secure. Protect your account too: use a unique password, turn on two-factor authentication and never share your password or codes. Our support team will never ask for them.',
        },
      ],
    },
    {
      heading: '11. Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We store in your browser only what the service needs to work. We use no advertising cookies, no third-party analytics and no third-party tracking scripts, and we do not use technology to locate or profile you.',
        },
        {
          kind: 'table',
          caption: 'What we store in your browser',
          rows: [
            [
              'Session',
              'While you are signed in: your sign-in tokens, in session storage that clears when you close the tab, and your display name and e-mail address for the header greeting, removed when you sign out.',
            ],
            ['Language', 'The language you chose, so that pages open in it next time.'],
            ['Theme', 'Whether you chose the light or the dark theme.'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can clear this storage in your browser settings at any time; you will then be signed out and your preferences reset.',
        },
      ],
    },
    {
      heading: '12. Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Subject to the exceptions the law provides, you have the right to:',
        },
        {
          kind: 'list',
          items: [
            '**access** the personal information we hold about you, and learn how it has been used and to whom it has been disclosed;',
            '**correct** inaccurate, incomplete or equivocal information, and have information deleted if its collection, disclosure or keeping is not authorized by law;',
            '**withdraw your consent**, as explained in section 6;',
            '**receive your information in a portable format**: the computerized personal information you gave us, in a structured, commonly used technological format, sent to you or to a person or body you designate (data portability);',
            '**ask us to stop disseminating** your personal information, or to de-index any hyperlink attached to your name that gives access to it, where the dissemination contravenes the law or a court order, or causes serious injury to your reputation or privacy (de-indexation);',
            '**be informed** of decisions based exclusively on automated processing, and have a person review them, as explained in section 7;',
            '**complain** to us and to a privacy regulator, as explained in section 16.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some of these rights, such as portability and de-indexation, come from Quebec law; we handle requests from customers elsewhere in Canada in the same way wherever we reasonably can.',
        },
      ],
    },
    {
      heading: '13. How to make a request',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Write to the Privacy Officer (section 2). We will ask you to confirm your identity first, so that we never give your information to someone else. Requests are free; where the law allows a reasonable fee for transcribing, reproducing or sending copies, we tell you the amount first.',
        },
        {
          kind: 'paragraph',
          text: 'We answer in writing within 30 days of receiving your request; if the law allows more time and we need it, we tell you why. If we refuse a request, we give our reasons and the legal provision we rely on, and tell you about your recourses.',
        },
      ],
    },
    {
      heading: '14. Confidentiality incidents',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A confidentiality incident is any unauthorized access to, use or disclosure of personal information, its loss, or any other breach of its protection. When we have reason to believe one has occurred, we promptly take reasonable measures to reduce the risk of injury and prevent it from happening again.',
        },
        {
          kind: 'paragraph',
          text: 'If an incident presents a risk of serious injury (a “real risk of significant harm” under PIPEDA), we promptly notify the Commission d’accès à l’information du Québec or the Office of the Privacy Commissioner of Canada, as applicable, and the people affected. The notice explains what happened, the information involved, what we have done and what you can do to protect yourself. Every incident is recorded in our register, even those that need not be reported.',
        },
        {
          kind: 'note',
          text: 'We will tell you about an incident by e-mail or in your account. A genuine notice from us will never ask for your password, a code or your recovery codes.',
        },
      ],
    },
    {
      heading: '15. Minors',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our services are for adults who have reached the age of majority in their province or territory (18 or 19, depending on where they live). We do not knowingly collect personal information from minors; if we learn that we have, we delete it unless the law requires us to keep it.',
        },
      ],
    },
    {
      heading: '16. Complaints',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are concerned about how we handle your personal information, please contact our Privacy Officer first. We will look into your complaint and answer in writing, explaining what we found and any steps we are taking. If you are not satisfied, you may complain to:',
        },
        {
          kind: 'list',
          items: [
            'the **Office of the Privacy Commissioner of Canada** (www.priv.gc.ca), under PIPEDA;',
            'if you live in Quebec, the **Commission d’accès à l’information du Québec** (www.cai.gouv.qc.ca), under Quebec’s private sector privacy law.',
          ],
        },
      ],
    },
    {
      heading: '17. Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy to reflect changes to our services, practices or the law, and will publish the new version here with its effective date. We will tell customers of a significant change by e-mail before it takes effect, and ask for your consent again where the law requires it.',
        },
      ],
    },
    {
      heading: '18. Effective date',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This policy takes effect on November 24, 2026. Questions about it go to our Privacy Officer (section 2); for anything else, see our [contact page](/contact).',
        },
      ],
    },
  ],
}));
