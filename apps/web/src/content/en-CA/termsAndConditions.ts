import { addressLine, hoursText, phoneText } from '../business-text';
import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Terms and conditions for using our website',
  description: `The rules for using the ${b.brand} website: information only, no investment advice, acceptable use, price data, liability and governing law.`,
  heading: 'Terms and conditions',
  lead: `These terms govern your use of the ${b.brand} website, its public pages and the content on them. Please read them carefully. If you open an account, our [User Agreement](/user-agreement) also applies to your use of the platform, and our [Privacy Policy](/privacy-policy) explains how we handle your personal information.`,
  effective: '2026-11-24',
  sections: [
    {
      heading: '1. Acceptance of these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By accessing or using this website, you agree to these terms. If you do not agree with them, please do not use the website. They apply to every page of the site, in English and in French, to the prices and charts shown on it and to the contact form.',
        },
        {
          kind: 'paragraph',
          text: 'If you have an account, the User Agreement governs your account and the services provided through it. If these terms and the User Agreement differ on a matter relating to your account, the User Agreement prevails.',
        },
      ],
    },
    {
      heading: '2. Who operates the website',
      blocks: [
        {
          kind: 'paragraph',
          text: `This website is operated by ${b.legalName}, operating as ${b.brand}, whose head office is at ${addressLine(b)}. In these terms, “we”, “us” and “our” mean ${b.legalName}, and “you” means any person who visits or uses the website.`,
        },
        {
          kind: 'paragraph',
          text: `${b.brand} is a platform on which people who live in Canada can buy and sell bitcoin (BTC), ether (ETH), litecoin (LTC), bitcoin cash (BCH), USD Coin (USDC) and XRP with Canadian dollars. [About us](/about) describes what we offer and what we do not.`,
        },
      ],
    },
    {
      heading: '3. Information only, not investment advice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The content of this website, including our [learning centre](/learn), guides, frequently asked questions, prices and charts, is general information provided for educational purposes. It is not investment, financial, legal or tax advice, nor a recommendation to buy, sell or hold any crypto asset, nor an offer of any security. It does not take into account your objectives, financial situation or needs.',
        },
        {
          kind: 'paragraph',
          text: 'Our team can explain how the platform works, but we do not give personalised investment advice. Before you make a decision, consider your own situation and, if needed, consult a qualified, independent adviser.',
        },
        {
          kind: 'paragraph',
          text: 'Some pages describe crypto assets that we do not offer on our platform, such as stellar, dogecoin, cardano, chainlink and polkadot. They are there for education only; describing an asset is not an endorsement of it.',
        },
        {
          kind: 'note',
          text: 'Crypto assets are volatile and can lose much or all of their value. Only invest money you can afford to lose.',
        },
      ],
    },
    {
      heading: '4. No solicitation outside Canada',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our services are intended only for residents of Canada. Nothing on this website is an offer or a solicitation to anyone outside Canada, or in any place where it would be unlawful. Only people who live in Canada and meet the eligibility rules of the User Agreement can open an account. People who visit the website from elsewhere do so on their own initiative and are responsible for complying with their local laws.',
        },
      ],
    },
    {
      heading: '5. Price data is indicative',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Prices and charts on the website are indicative. They are based on market data from third-party sources and may be delayed, interrupted or inaccurate; when our data source is unavailable, the last known prices may be shown marked as delayed. The prices displayed are market mid prices and do not include the spread.',
        },
        {
          kind: 'paragraph',
          text: 'The price at which you can trade is the one in a firm quote, shown in the app before you confirm, with the spread and any fee shown separately. See [how our real-time quotes work](/Real-Time-Quotes). Quotes may be unavailable while price data is delayed. Past price movements shown in charts are no indication of future results.',
        },
      ],
    },
    {
      heading: '6. Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The website and its content, including text, graphics, logos, the ${b.brand} name, design, software and compilations of data, belong to us or to our licensors and are protected by Canadian and international intellectual property laws. Other names and logos that appear on the website belong to their owners.`,
        },
        {
          kind: 'paragraph',
          text: 'You may view, download and print pages for your personal, non-commercial use, as long as you keep any copyright notices. Otherwise, you may not copy, reproduce, republish, modify, distribute or sell the content, create works derived from it or use our trademarks without our prior written permission. You may link to our public pages, provided you do not suggest an endorsement or partnership that does not exist.',
        },
      ],
    },
    {
      heading: '7. Acceptable use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you use the website, you agree not to:',
        },
        {
          kind: 'list',
          items: [
            'use it for any unlawful, fraudulent or deceptive purpose, or to impersonate us or anyone else;',
            'scrape, crawl or harvest the website or its price data in a way that places an unreasonable load on our systems, interferes with the service or gets around our rate limits;',
            'try to gain unauthorized access to the website, our systems or other people’s accounts or data, or probe, scan or test their vulnerability without our written permission;',
            'introduce viruses, malware or other harmful code, or carry out denial-of-service or similar attacks;',
            'use bots, scripts or other automated means to defeat or bypass the bot check on our forms, or to send messages in bulk through the contact form;',
            'send spam or threatening, abusive or defamatory content, or content that infringes the rights of others;',
            'frame or copy the website in a way that could lead people to believe that a copy is ours.',
          ],
        },
        {
          kind: 'paragraph',
          text: `We may block access, refuse messages or take other reasonable measures to protect the website and its users, and we may report unlawful conduct to the authorities. If you find a security vulnerability, please report it to us at ${b.supportEmail} instead of exploiting it.`,
        },
      ],
    },
    {
      heading: '8. Links to third-party websites',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website may contain links to websites operated by others, such as regulators or blockchain explorers. We provide them for convenience only. We do not control those websites and are not responsible for their content, availability or privacy practices, and a link is not an endorsement. Your use of those websites is governed by their own terms.',
        },
      ],
    },
    {
      heading: '9. Availability and changes to the website',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work to keep the website available and accurate, but it may be interrupted for maintenance or updates, or for reasons beyond our control. We may change, suspend or remove any part of the website at any time. Content may become out of date; we correct errors when we become aware of them.',
        },
      ],
    },
    {
      heading: '10. Disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the extent permitted by law, the website and its content are provided “as is” and “as available”. We do not warrant that the website will be uninterrupted, error-free or free of harmful components, or that the information on it is complete, current or suited to your purposes. Any decision you make based on the website’s content is your own.',
        },
      ],
    },
    {
      heading: '11. Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the extent permitted by law, we are not liable for indirect, incidental, special or consequential damages, or for lost profits or opportunities, arising from your use of the website or your inability to use it, including decisions you make based on the information or prices it shows.',
        },
        {
          kind: 'paragraph',
          text: 'Nothing in these terms excludes or limits our liability where the law does not allow it, including for injury caused by our intentional or gross fault, or for bodily or moral injury. Our responsibility for your account and the services provided through it is governed by the User Agreement.',
        },
      ],
    },
    {
      heading: '12. Your rights as a consumer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nothing in these terms limits or excludes the rights you have under Quebec’s Consumer Protection Act, the consumer protection law of your province or territory, or any other law that cannot be waived by contract. If you are a consumer, any clause of these terms that such a law prohibits does not apply to you, and the rest of these terms remains in effect. In particular, where Quebec consumer law applies, sections 10 and 11 apply only as far as that law allows.',
        },
      ],
    },
    {
      heading: '13. Governing law and jurisdiction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Subject to the next paragraph, the courts of Ontario have jurisdiction over any dispute about these terms or the website.',
        },
        {
          kind: 'paragraph',
          text: 'If you are a consumer residing in Quebec, these terms do not deprive you of the protection of the mandatory rules of Quebec law, and you may bring proceedings before the courts of Quebec. Consumers in other provinces and territories likewise keep any protection that their local law guarantees them, including the right to go to their local courts where that law provides it.',
        },
      ],
    },
    {
      heading: '14. General provisions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If a provision of these terms is found invalid or unenforceable, it is limited or removed only as much as necessary, and the rest remains in effect. If we do not enforce a provision, we do not waive our right to do so later. These terms are published in English and in French, and both versions are equally authoritative.',
        },
      ],
    },
    {
      heading: '15. Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms, for example to reflect changes to the website or to the law. We will publish the new version on this page with its effective date, and it will apply to your use of the website from that date; changes are never retroactive. Changes to the User Agreement follow the notice process set out in that agreement.',
        },
      ],
    },
    {
      heading: '16. Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Questions about these terms are welcome. You can reach us by any of these means, or through our [contact page](/contact).',
        },
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
