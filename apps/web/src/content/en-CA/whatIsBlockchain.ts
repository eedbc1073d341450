import { definePage } from '../types';

export default definePage((b) => ({
  title: 'What is a blockchain? A plain-language guide',
  description:
    'Blockchains explained: blocks and hashes, proof of work and proof of stake, keys, wallets and addresses, what they are good for, and why transfers are final.',
  heading: 'What is a blockchain?',
  lead: 'A blockchain is a shared record of transactions that thousands of independent computers keep in sync, with no central operator. It is the technology behind bitcoin, ether, litecoin, bitcoin cash and XRP. Here is how it works, what it is good for, and why a crypto transfer cannot be undone.',
  sections: [
    {
      heading: 'Blocks, hashes and a chain',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A blockchain is a ledger: a list of who sent what to whom. Instead of one bank keeping it, full copies are held by computers called **nodes**, run by anyone who wants to. New transactions are gathered into batches called **blocks**, each added to the end of the list. Anyone can download the whole history and check it.',
        },
        {
          kind: 'paragraph',
          text: 'What ties the blocks together is a **hash**. A hash function, such as SHA-256 in Bitcoin, turns any data into a short, fixed-length fingerprint; change one character of the input and the fingerprint changes completely. Each block contains the hash of the block before it, so the blocks form a chain. Edit an old transaction and that block’s hash changes, the link to every later block breaks, and honest nodes reject the altered copy.',
        },
      ],
    },
    {
      heading: 'How the network agrees: consensus',
      blocks: [
        {
          kind: 'paragraph',
          text: 'With no one in charge, nodes need a way to agree on which block comes next and to stop anyone spending the same coins twice. This is called **consensus**.',
        },
        { kind: 'subheading', text: 'Proof of work' },
        {
          kind: 'paragraph',
          text: 'Computers called **miners** compete to find a number that, combined with a block’s contents, gives a hash below a difficulty target. Finding it takes countless guesses and a lot of electricity; checking it takes a split second. The winner adds the block and earns new coins plus the fees. Rewriting history would mean redoing that work faster than the rest of the network combined. [Bitcoin](/what-is-bitcoin-btc), [litecoin](/what-is-litecoin) and [bitcoin cash](/what-is-bitcoin-cash) use proof of work.',
        },
        { kind: 'subheading', text: 'Proof of stake' },
        {
          kind: 'paragraph',
          text: '**Validators** lock up, or stake, the network’s own coins for the right to propose and confirm blocks. Honest validators earn rewards; cheaters can lose part of their stake. It uses far less energy than mining. [Ethereum](/what-is-ether) switched from proof of work to proof of stake in September 2022.',
        },
        {
          kind: 'paragraph',
          text: 'Other designs exist: the XRP Ledger has neither mining nor staking, and independent validators vote on each new version of the ledger. See [what is XRP](/what-is-XRP).',
        },
      ],
    },
    {
      heading: 'Keys, wallets and addresses',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ownership is proven with cryptography, not with a name or an account number:',
        },
        {
          kind: 'list',
          items: [
            '**Private key**: a secret number that signs transactions. Whoever holds it controls the coins, so it must never be shared.',
            '**Public key**: derived from the private key, it lets anyone check a signature without learning the secret.',
            '**Address**: a shorter string, usually derived from the public key, that you give others so they can send you coins, much like an account number.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A **wallet** is an app or device that stores your keys and signs transactions. The coins stay on the blockchain; the wallet holds the keys that control them. Most wallets back up their keys as 12 or 24 words, a seed phrase, and anyone who sees it can take the funds. Learn more about [self-custody wallets and DeFi](/decentralized-finance-defi-wallet).',
        },
        {
          kind: 'paragraph',
          text: `${b.brand} is a custodial platform: it holds the crypto you buy on your behalf, so you don’t manage private keys while it is there. You can withdraw supported coins to an external wallet whose keys you control. See [your wallet](/wallet).`,
        },
      ],
    },
    {
      heading: 'Why transfers are irreversible',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Once a transaction is in a block with more blocks on top, undoing it would mean rewriting the chain against the whole network. No central operator can cancel a payment, and there is no chargeback. Each block added after yours is a **confirmation**; the more confirmations, the more final the transaction. In practice:',
        },
        {
          kind: 'list',
          items: [
            'coins sent to a wrong or mistyped address are usually lost for good;',
            'coins sent to a scammer cannot be recalled by a bank or by us;',
            'sending a coin over the wrong network, such as bitcoin to a bitcoin cash address, can make it unrecoverable.',
          ],
        },
        {
          kind: 'note',
          text: `Check the address, the coin and the network before any withdrawal. On ${b.brand}, adding a withdrawal wallet needs a one-time code, and a new wallet can be used only 24 hours after it is added, giving you time to catch a mistake or a fraud.`,
        },
      ],
    },
    {
      heading: 'What blockchains are good for, and what they are not',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Blockchains do a narrow set of things well:',
        },
        {
          kind: 'list',
          items: [
            'keeping a public, tamper-evident record that no single party can quietly rewrite;',
            'moving value between people anywhere, at any hour, without an intermediary;',
            'running programs called smart contracts, on networks such as Ethereum;',
            'issuing assets with a transparent, rule-based supply, such as bitcoin’s 21 million cap.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'They are not the answer to everything. A blockchain is slower and costlier than an ordinary database, because every node repeats the work. It cannot tell whether outside information is true: a false claim recorded on a blockchain is still false. Anyone can follow funds from address to address, which is not privacy. And mistakes are hard to fix, by design.',
        },
      ],
    },
    {
      heading: `Buying blockchain-based coins on ${b.brand}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `On ${b.brand} you can buy and sell [bitcoin](/what-is-bitcoin-btc), [ether](/what-is-ether), [litecoin](/what-is-litecoin), [bitcoin cash](/what-is-bitcoin-cash), USD Coin (USDC) and [XRP](/what-is-XRP) against Canadian dollars. Our guides explain the steps: [buying bitcoin](/how-to-buy-bitcoin-canada), [buying ether](/how-to-buy-ether), [buying litecoin](/how-to-buy-litecoin) and [buying bitcoin cash](/how-to-buy-bitcoin-cash). When you are ready, [create an account](/signup).`,
        },
        {
          kind: 'note',
          text: 'Risk warning: crypto assets are volatile and can lose much or all of their value quickly. They are not bank deposits, are not covered by deposit insurance, and their transfers cannot be reversed. Only invest what you can afford to lose, and read our [FAQ](/faq) first.',
        },
      ],
    },
  ],
}));
