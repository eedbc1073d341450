import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Keeping your crypto account safe',
  description: `How ${b.brand} protects your account, from two-factor sign-in to withdrawal safeguards, and the simple habits that keep your crypto safe.`,
  heading: 'Keeping your account and your crypto safe',
  lead: `Security is shared work. We build safeguards into every ${b.brand} account; you control your password, your devices and your decisions. Here is what we do, what you can do, and what we will never ask you for.`,
  sections: [
    {
      heading: 'How we protect your account',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Passwords** are never stored as written: they are hashed with Argon2id, a method designed to make stolen password data very hard to crack.',
            '**Two-factor sign-in** works with any authenticator app (TOTP), and comes with recovery codes in case you lose your phone.',
            '**One session at a time:** signing in ends your account’s older sessions, and every session expires after 12 hours.',
            '**One-time codes** are needed for sensitive actions: adding a withdrawal wallet, withdrawing, and changing your password.',
            '**Encryption:** sensitive personal data, such as your Social Insurance Number, is encrypted at rest. Every connection uses HTTPS with strict security headers.',
            '**Staff access:** our staff sign in with two-factor authentication and have roles that limit what each person can do.',
            '**No third-party trackers:** the bot check on our forms is hosted by us, not by an outside tracking service.',
          ],
        },
      ],
    },
    {
      heading: 'Safeguards on withdrawals',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Withdrawals are where a stolen account does the most damage, so they have extra layers:',
        },
        {
          kind: 'list',
          items: [
            'Crypto can be withdrawn only to external wallets you have saved in your account.',
            'A new wallet can receive withdrawals 24 hours after it was added.',
            'Each address is checked against its network’s format and against a deny list.',
            'Withdrawals are held for 24 hours after a password change or a two-factor reset.',
            'Default limits cap how much can leave an account in 24 hours.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These delays can feel slow when you are in a hurry. They exist so that, if someone ever gets into your account, you have time to notice and [contact us](/contact) before your coins leave.',
        },
      ],
    },
    {
      heading: 'What you can do',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Use a unique password** for your account, ideally generated and stored by a password manager.',
            '**Turn on two-factor sign-in** with an authenticator app, and keep your recovery codes offline, somewhere only you can reach.',
            '**Secure your e-mail account** with its own strong password and two-factor sign-in: it receives your one-time codes.',
            '**Check addresses** character by character, and make sure the asset and network match, before you save a wallet or send coins.',
            '**Test with a small amount** before a large withdrawal to a new wallet.',
            '**Keep your devices up to date** and sign out on shared computers.',
          ],
        },
      ],
    },
    {
      heading: 'How to spot phishing',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Phishing messages pretend to come from us or another trusted name to get your details or your coins. Be suspicious of:',
        },
        {
          kind: 'list',
          items: [
            'messages that create urgency (“your account will be closed today”) or promise easy money;',
            'links to addresses that look almost like ours; type our address yourself or use a bookmark;',
            'anyone asking for a password, a code or a recovery phrase;',
            '“support agents” who contact you first through social media or messaging apps;',
            'giveaways, “double your crypto” offers and bonuses that require you to send coins first.',
          ],
        },
      ],
    },
    {
      heading: 'What we will never ask for',
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} support will never ask for your password, a two-factor code or a recovery code, by e-mail, by phone or in any other way. Nobody legitimate needs the recovery phrase of a wallet you control, either.`,
        },
        {
          kind: 'note',
          text: 'If you think someone has access to your account, change your password at once and [contact us](/contact). Changing your password also holds withdrawals for 24 hours, which protects your balance while we look into it.',
        },
        {
          kind: 'paragraph',
          text: 'Want to understand who holds your coins and how to hold them yourself? Read [custodial and non-custodial crypto](/Non-Custodial).',
        },
      ],
    },
  ],
}));
