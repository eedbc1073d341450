import { definePage } from '../types';

export default definePage((b) => ({
  title: 'OTC crypto trading: what it is and our approach',
  description: `What over-the-counter (OTC) crypto trading is, why ${b.brand} does not run an OTC desk, and how larger orders work on our platform.`,
  heading: 'Over-the-counter (OTC) crypto trading',
  lead: `OTC desks arrange large crypto trades privately, away from public order books. ${b.brand} does **not** run an OTC desk. This page explains what OTC trading is, how larger orders work on our platform instead, and what to check if you decide to use a desk elsewhere.`,
  sections: [
    {
      heading: 'What OTC trading is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An over-the-counter trade is negotiated directly between two parties instead of being placed on an exchange’s public order book. In crypto, OTC desks mostly serve institutions, funds, businesses and very large individual buyers or sellers.',
        },
        {
          kind: 'list',
          items: [
            '**Less market impact:** a very large order placed on an order book can push the price against the trader. A desk fills it at one agreed price.',
            '**Privacy:** the trade is not displayed publicly while it is being filled.',
            '**Tailored settlement:** the two sides agree how and when money and coins change hands.',
            '**High minimums:** desks often set minimum order sizes in the tens of thousands of dollars or more.',
          ],
        },
      ],
    },
    {
      heading: 'We don’t run an OTC desk',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} has no OTC desk: no negotiated prices, no dedicated traders and no block trades arranged off the platform. We are a retail platform, and every customer trades the same way.`,
        },
        {
          kind: 'paragraph',
          text: 'Larger orders use the same [real-time quotes](/Real-Time-Quotes) as small ones: a firm quote held for 10 seconds, built from the mid price plus or minus the spread (by default 0.75% per side, 0.25% for USDC), with no separate trading fee by default. The quote is calculated the same way whatever the size of the order, and it always shows the actual figures before you confirm.',
        },
        { kind: 'subheading', text: 'Limits that apply' },
        {
          kind: 'table',
          caption: 'Default account limits',
          rows: [
            [
              'CAD deposits and withdrawals',
              'CAD 10,000 per rolling 24 hours and CAD 50,000 per rolling 7 days',
            ],
            ['Crypto withdrawals', 'CAD 10,000 equivalent per rolling 24 hours'],
            ['After enhanced due diligence', 'The limits above, raised five times'],
            [
              'Net purchases of XRP',
              'CAD 30,000 per 12 months for most retail investors under Canadian securities rules (CAD 100,000 for eligible investors, no cap for accredited investors), except in provinces that exempt it',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you are planning a large or unusual order, [contact our team](/contact) first. We can explain how the limits apply to you, walk you through enhanced due diligence (source of funds and wealth, expected volume, supporting documents, always reviewed by a person) and help you plan the funding over several days.',
        },
      ],
    },
    {
      heading: 'If you need an OTC desk elsewhere',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If your order is beyond what a retail platform is designed for, an OTC desk may suit you better. Before you use one, check:',
        },
        {
          kind: 'list',
          items: [
            '**Registration:** whether the firm is registered with the Canadian securities regulators (the Canadian Securities Administrators’ National Registration Search lists registered firms) and with FINTRAC as a money services business.',
            '**Pricing:** how the price is set, what spread or commission applies, and whether any other fee is added.',
            '**Settlement:** who sends first, how long the desk has to deliver, and what protects you if one side fails to deliver.',
            '**Custody:** where your coins or dollars sit between the agreement and settlement.',
            '**Verification:** a legitimate desk will verify your identity and ask about your source of funds.',
          ],
        },
        {
          kind: 'note',
          text: 'Be wary of anyone offering crypto well below market price, pressing you to act quickly, or asking you to send funds first to a personal account or wallet. Those are hallmarks of fraud. Crypto assets are volatile and can lose value, whatever the size of the trade.',
        },
      ],
    },
  ],
}));
