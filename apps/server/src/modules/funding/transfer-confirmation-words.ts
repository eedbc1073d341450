import type { DocumentLanguage } from '../documents/pdf/document-spec.js';
import type { FundingSide, Rail } from './funding.tables.js';

/**
 * The words of a deposit's or withdrawal's confirmation (docs/product/documents.md), in each
 * language.
 */
export interface TransferConfirmationWords {
  title: (side: FundingSide, asset: string) => string;
  intro: (name: string, side: FundingSide) => string;
  heading: { transfer: (side: FundingSide) => string; amounts: string; notice: string };
  labels: {
    reference: string;
    side: string;
    asset: string;
    rail: string;
    network: string;
    bankAccount: (side: FundingSide) => string;
    etransferRecipient: string;
    address: (side: FundingSide) => string;
    txnHash: string;
    walletOwner: string;
    /** A withdrawal or an EFT deposit is asked for; an e-Transfer or a chain deposit arrives. */
    initiatedAt: (requested: boolean) => string;
    completedAt: string;
    amount: (side: FundingSide) => string;
    fee: (network: boolean) => string;
    net: (side: FundingSide) => string;
  };
  sides: Readonly<Record<FundingSide, string>>;
  rails: Readonly<Record<Rail, string>>;
  testnet: (network: string) => string;
  walletOwners: { own: string; third_party: string };
  registration: string;
  /** Said on a crypto withdrawal's: sending to another's wallet can be a disposition. */
  disposition: string;
  keep: string;
}

const en: TransferConfirmationWords = {
  title: (side, asset) => `${side === 'deposit' ? 'Deposit' : 'Withdrawal'} confirmation: ${asset}`,
  intro: (name, side) =>
    `Prepared for ${name}. This confirms a ${side} completed in your Maple Exchange account.`,
  heading: {
    transfer: (side) => (side === 'deposit' ? 'The deposit' : 'The withdrawal'),
    amounts: 'Amounts',
    notice: 'About this confirmation',
  },
  labels: {
    reference: 'Reference',
    side: 'Type',
    asset: 'Asset',
    rail: 'Method',
    network: 'Network',
    bankAccount: (side) => (side === 'deposit' ? 'From bank account' : 'To bank account'),
    etransferRecipient: 'Interac e-Transfer sent to',
    address: (side) => (side === 'deposit' ? 'Deposit address' : 'To wallet address'),
    txnHash: 'Transaction hash',
    walletOwner: 'Whose wallet',
    initiatedAt: (requested) => (requested ? 'Requested' : 'Received'),
    completedAt: 'Completed',
    amount: (side) => (side === 'deposit' ? 'Amount received' : 'Amount debited from your account'),
    fee: (network) => (network ? 'Network fee' : 'Fee'),
    net: (side) => (side === 'deposit' ? 'Net amount credited to your account' : 'Net amount sent'),
  },
  sides: { deposit: 'Deposit', withdrawal: 'Withdrawal' },
  rails: { eft: 'EFT (bank transfer)', etransfer: 'Interac e-Transfer' },
  testnet: (network) => `${network} (testnet)`,
  walletOwners: { own: 'Your own wallet', third_party: 'Someone else’s wallet' },
  registration:
    'Maple Exchange is a crypto-asset trading platform registered in Canada as a restricted dealer. Crypto-assets are not covered by the Canadian Investor Protection Fund.',
  disposition:
    'If you sent crypto-assets to a wallet that is not your own, this withdrawal may be a disposition for tax purposes: you may have to report a capital gain or loss on it.',
  keep: 'Keep this confirmation for your records.',
};

const fr: TransferConfirmationWords = {
  title: (side, asset) => `Confirmation de ${side === 'deposit' ? 'dépôt' : 'retrait'} : ${asset}`,
  intro: (name, side) =>
    `Préparé pour ${name}. Cet avis confirme un ${side === 'deposit' ? 'dépôt' : 'retrait'} effectué dans votre compte Maple Exchange.`,
  heading: {
    transfer: (side) => (side === 'deposit' ? 'Le dépôt' : 'Le retrait'),
    amounts: 'Montants',
    notice: 'À propos de cet avis',
  },
  labels: {
    reference: 'Référence',
    side: 'Type',
    asset: 'Actif',
    rail: 'Mode',
    network: 'Réseau',
    bankAccount: (side) =>
      side === 'deposit' ? 'Depuis le compte bancaire' : 'Vers le compte bancaire',
    etransferRecipient: 'Virement Interac envoyé à',
    address: (side) => (side === 'deposit' ? 'Adresse de dépôt' : 'Vers l’adresse du portefeuille'),
    txnHash: 'Empreinte de la transaction',
    walletOwner: 'Titulaire du portefeuille',
    initiatedAt: (requested) => (requested ? 'Demandé le' : 'Reçu le'),
    completedAt: 'Effectué le',
    amount: (side) => (side === 'deposit' ? 'Montant reçu' : 'Montant débité de votre compte'),
    fee: (network) => (network ? 'Frais de réseau' : 'Frais'),
    net: (side) =>
      side === 'deposit' ? 'Montant net porté au crédit de votre compte' : 'Montant net envoyé',
  },
  sides: { deposit: 'Dépôt', withdrawal: 'Retrait' },
  rails: { eft: 'TEF (virement bancaire)', etransfer: 'Virement Interac' },
  testnet: (network) => `${network} (réseau de test)`,
  walletOwners: {
    own: 'Votre propre portefeuille',
    third_party: 'Le portefeuille d’une autre personne',
  },
  registration:
    'Maple Exchange est une plateforme de négociation de cryptoactifs inscrite au Canada à titre de courtier d’exercice restreint. Les cryptoactifs ne sont pas couverts par le Fonds canadien de protection des investisseurs.',
  disposition:
    'Si vous avez envoyé des cryptoactifs à un portefeuille qui ne vous appartient pas, ce retrait peut constituer une disposition aux fins de l’impôt : vous pourriez devoir déclarer un gain ou une perte en capital.',
  keep: 'Conservez cet avis pour vos dossiers.',
};

export const transferConfirmationWords: Readonly<
  Record<DocumentLanguage, TransferConfirmationWords>
> = {
  'en-CA': en,
  'fr-CA': fr,
};
