import { definePage } from '../types';

export default definePage((b) => ({
  title: 'Decentralized finance (DeFi) and self-custody wallets',
  description:
    'What DeFi is, how self-custody wallets, seed phrases, smart contracts, DEXs and lending pools work, their risks, and what we do and don’t offer.',
  heading: 'Decentralized finance (DeFi) and self-custody wallets',
  lead: `Decentralized finance, or DeFi, is trading, lending and borrowing run by programs on public blockchains rather than by companies. Using it requires a self-custody wallet, where you alone hold the keys. This page explains how it works and what can go wrong. One thing up front: ${b.brand} is a custodial platform and does not offer DeFi services.`,
  sections: [
    {
      heading: 'What decentralized finance is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In traditional finance, a bank or broker holds your money, carries out your orders and keeps the records. In DeFi, those jobs are done by **smart contracts**: programs stored on a [blockchain](/What-is-a-blockchain), most often [Ethereum](/what-is-ether), that run exactly as written whenever someone sends them a transaction. Anyone with a compatible wallet can use them, at any hour, without opening an account.',
        },
        {
          kind: 'paragraph',
          text: 'That openness is DeFi’s appeal and its risk: usually no company to call, no customer protection and no way to undo a mistake.',
        },
      ],
    },
    {
      heading: 'Self-custody wallets',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A self-custody, or non-custodial, wallet is one where you hold the private keys that control your coins. No one else can move your funds, and no one else can recover them if you lose the keys.',
        },
        { kind: 'subheading', text: 'The seed phrase' },
        {
          kind: 'paragraph',
          text: 'A new wallet usually shows you a **seed phrase**, or recovery phrase, of 12 or 24 words that can rebuild all of its keys on another device. Write it on paper, keep it somewhere safe and private, and never type it into a website, a chat or an e-mail. Anyone who asks for your seed phrase, even someone claiming to be support staff, is trying to rob you.',
        },
        { kind: 'subheading', text: 'Hardware and software wallets' },
        {
          kind: 'list',
          items: [
            '**Software wallets** are apps for a phone, a computer or a web browser. They are free and convenient, and browser wallets are how most people connect to DeFi applications, but the keys sit on an internet-connected device exposed to malware.',
            '**Hardware wallets** are small dedicated devices that keep the keys offline and sign transactions inside the device. They cost money and add a step, but resist malware much better, which makes them a common choice for larger amounts held for the long term.',
          ],
        },
      ],
    },
    {
      heading: 'The main DeFi services',
      blocks: [
        { kind: 'subheading', text: 'Decentralized exchanges (DEXs)' },
        {
          kind: 'paragraph',
          text: 'A DEX lets people swap one token for another straight from their wallets. Many use **liquidity pools**: reserves of two tokens supplied by users, with a formula setting the price as people trade. Those who supply liquidity earn a share of trading fees but can end up worse off than if they had simply held the tokens, an effect called impermanent loss.',
        },
        { kind: 'subheading', text: 'Lending pools' },
        {
          kind: 'paragraph',
          text: 'Lending protocols pool lenders’ deposits and lend them to borrowers, who must first lock up collateral worth more than the loan. Rates move automatically with supply and demand. If the collateral’s price falls too far, the protocol sells it, which is called a liquidation, often with a penalty.',
        },
        { kind: 'subheading', text: 'Stablecoins' },
        {
          kind: 'paragraph',
          text: 'Stablecoins are tokens designed to track a currency, usually the U.S. dollar, and are widely used in DeFi to price and settle positions. Some, such as USD Coin (USDC), are issued by a company that states it holds reserves backing each token; others rely on crypto collateral or algorithms, and some of those have collapsed. A stablecoin is only as sound as what stands behind it.',
        },
      ],
    },
    {
      heading: 'The risks of DeFi',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Smart-contract bugs**: code runs as written, flaws included. Exploits have drained very large sums from DeFi protocols; audits reduce that risk but do not remove it.',
            '**Scams**: fake tokens, copycat websites, “giveaways” and projects whose creators vanish with the deposits are common. Signing a malicious transaction can let a contract empty your wallet.',
            '**Lost keys**: lose your seed phrase and your device, and the funds are gone; let someone else see it, and they can take everything.',
            '**No deposit insurance, no recourse**: DeFi funds are not bank deposits and are not covered by the Canada Deposit Insurance Corporation (CDIC) or any similar plan. No one can reverse a transfer.',
            '**Market and liquidation risk**: crypto prices can fall sharply, triggering liquidations and pool losses.',
          ],
        },
      ],
    },
    {
      heading: `What ${b.brand} does and doesn’t offer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${b.brand} is a **custodial** platform, not a DeFi service and not a self-custody wallet. The crypto you buy is held by the platform on your behalf and recorded in your account; you don’t manage its private keys while it is there. We offer no staking, lending, interest, token swaps or connections to DeFi applications, and we do not lend out or re-use customer assets.`,
        },
        {
          kind: 'paragraph',
          text: 'What we do offer: buying and selling [bitcoin](/what-is-bitcoin-btc), [ether](/what-is-ether), [litecoin](/what-is-litecoin), [bitcoin cash](/what-is-bitcoin-cash), USD Coin (USDC) and [XRP](/what-is-XRP) against Canadian dollars, and **withdrawing supported coins to a wallet you control**. That is how you move from our custody to self-custody. See [your wallet](/wallet) and [withdrawing to your own wallet](/Non-Custodial).',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Set up your own wallet and write down its seed phrase.',
            'In your account, add the wallet’s receiving address for the right coin. This takes a one-time code by e-mail or from your authenticator app, and the address is checked for its network’s format.',
            'Wait 24 hours: a new wallet can be used only a day after it is added, to protect you if someone takes over your account.',
            'Request the withdrawal. The network fee is shown before you confirm.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'New to crypto? Read [getting started](/getting-started) or [create an account](/signup).',
        },
        {
          kind: 'note',
          text: `Risk warning: crypto assets are volatile and can lose much or all of their value. DeFi adds the risks above, and once coins leave ${b.brand} for a wallet you control, keeping them safe is up to you alone. Nothing on this page is investment advice.`,
        },
      ],
    },
  ],
}));
