import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Referral program',
  description: `${b.brand} has no referral program at present. Any future program will be announced on this page with its full terms. Beware of fake offers.`,
  heading: 'Referral program',
  lead: `There is no ${b.brand} referral program at present. We don’t pay referral bonuses, rewards or commissions for introducing new customers, and no one is authorized to offer them on our behalf.`,
  sections: [
    {
      heading: 'No program for now',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep our pricing simple: everyone gets the same kind of quote, with the spread and any fee shown before they confirm. There are no sign-up codes to enter and no bonuses to unlock.',
        },
        {
          kind: 'paragraph',
          text: 'If you recommend us to a friend, thank you. Just know that neither of you will receive a reward for it, and that you should never need to share anything about your own account to help them get started.',
        },
      ],
    },
    {
      heading: 'If we launch one',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Should we ever start a referral program, it will be announced on this page, with its full terms published here before it begins. Those terms would set out:',
        },
        {
          kind: 'list',
          items: [
            'who can take part, and in which provinces;',
            'what the reward is, and how and when it is paid;',
            'the conditions that apply to the person referring and the person referred;',
            'when the program starts and ends.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Until terms appear on this page, there is no program, whatever you may read elsewhere.',
        },
      ],
    },
    {
      heading: 'Share what you’ve learned instead',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you want to help someone get started with crypto, our education pages are free to read and share:',
        },
        {
          kind: 'list',
          items: [
            'the [learning centre](/learn), with every guide in one place;',
            '[what a blockchain is](/What-is-a-blockchain), a good first read;',
            '[what bitcoin is](/what-is-bitcoin-btc), its history and its risks;',
            '[getting started](/getting-started), from sign-up to a first trade;',
            '[keeping your account safe](/Safe-and-Secure-Crypto-Wallet), worth reading before anything else.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When you recommend crypto to anyone, mention the risks too: crypto assets are volatile and can lose value.',
        },
      ],
    },
    {
      heading: 'Beware of fake referral offers',
      blocks: [
        {
          kind: 'paragraph',
          text: `Anyone offering “${b.brand} referral bonuses”, sign-up rewards or giveaways on social media, in messaging apps, by e-mail or on another website is not us. Common signs of these scams:`,
        },
        {
          kind: 'list',
          items: [
            'you are asked to send crypto or money first to “unlock” a bonus;',
            'you are asked for your password, a two-factor code or a recovery code;',
            'the link leads to a site whose address is not quite ours;',
            'the offer is urgent, generous or “only for today”.',
          ],
        },
        {
          kind: 'note',
          text: 'If you see such an offer, don’t click or reply. [Contact us](/contact) to report it. If you have lost money, also report it to your local police and the Canadian Anti-Fraud Centre.',
        },
      ],
    },
  ],
}));
