import type { LedgerExportKind } from '@maple/contracts';
import type { DocumentLanguage } from '../documents/pdf/document-spec.js';

/**
 * The words of an account statement (statement-document.ts, docs/product/documents.md), in each
 * language. Month names come from Intl in the language; `date` arguments are days already
 * written out by `day`. The notices say what the confirmations and the tax report say, so the
 * documents never disagree.
 */
export interface StatementWords {
  title: {
    month: (month: string, year: number) => string;
    quarter: (quarter: number, year: number, firstMonth: string, lastMonth: string) => string;
  };
  /** A day in words: "October 1, 2026" / "1er octobre 2026". */
  day: (day: number, month: string, year: number) => string;
  intro: (name: string, first: string, last: string) => string;
  times: string;
  summary: {
    heading: string;
    opening: string;
    closing: string;
    fees: string;
  };
  balances: { heading: string; empty: string; columns: readonly [string, string, string] };
  activity: {
    heading: string;
    empty: string;
    columns: readonly [string, string, string, string, string, string];
    kinds: Readonly<Record<LedgerExportKind, string>>;
    /** A trade's line, named by what the customer did: "Purchase of BTC". */
    trade: (bought: boolean, asset: string | undefined) => string;
    network: (name: string) => string;
    testnet: (name: string) => string;
    address: (address: string) => string;
    hash: (hash: string) => string;
  };
  holds: {
    heading: string;
    help: string;
    empty: string;
    columns: readonly [string, string, string, string];
  };
  positions: {
    heading: string;
    empty: string;
    columns: readonly [string, string, string, string, string, string];
    noPrice: string;
    estimated: string;
    estimatedHelp: string;
  };
  fees: {
    heading: string;
    help: string;
    empty: string;
    columns: (year: number) => readonly [string, string, string];
  };
  notice: {
    heading: string;
    registration: string;
    bookCost: string;
    errors: string;
  };
}

const en: StatementWords = {
  title: {
    month: (month, year) => `Account statement — ${month} ${year}`,
    quarter: (quarter, year, firstMonth, lastMonth) =>
      `Statement for the quarter — Q${quarter} ${year} (${firstMonth} to ${lastMonth})`,
  },
  day: (day, month, year) => `${month} ${day}, ${year}`,
  intro: (name, first, last) =>
    `Prepared for ${name}. This statement shows your Maple Exchange account from ${first} to ${last}: your balances, every movement in that time, the funds on hold and your crypto positions at its end, and the fees you paid.`,
  times: 'Dates and times are in Toronto, where Maple Exchange reports from.',
  summary: {
    heading: 'Summary',
    opening: 'CAD balance at the start of the period',
    closing: 'CAD balance at the end of the period',
    fees: 'Fees paid in CAD in the period',
  },
  balances: {
    heading: 'Balances',
    empty: 'You had no accounts in this period.',
    columns: ['Asset', 'Opening balance', 'Closing balance'],
  },
  activity: {
    heading: 'Activity',
    empty: 'No activity in this period.',
    columns: ['Date and time', 'Description', 'Asset', 'Amount', 'Fee', 'Balance after'],
    kinds: {
      trade: 'Trade',
      funding_deposit: 'CAD deposit',
      funding_withdrawal: 'CAD withdrawal',
      funding_return: 'Deposit returned by the bank',
      funding: 'CAD transfer',
      crypto_deposit: 'Crypto deposit',
      crypto_withdrawal: 'Crypto withdrawal',
      crypto_transfer: 'Crypto transfer',
      adjustment: 'Adjustment by Maple Exchange',
      sandbox_funding: 'Test funds (sandbox)',
      reversal: 'Reversal of an earlier entry',
    },
    trade: (bought, asset) =>
      `${bought ? 'Purchase' : 'Sale'}${asset === undefined ? '' : ` of ${asset}`}`,
    network: (name) => `Network: ${name}`,
    testnet: (name) => `${name} (testnet)`,
    address: (address) => `Address: ${address}`,
    hash: (hash) => `Transaction hash: ${hash}`,
  },
  holds: {
    heading: 'Funds on hold at the end of the period',
    help: 'Funds on hold are part of your balance but cannot be traded or withdrawn until the hold ends: a withdrawal on its way, or a deposit not yet cleared.',
    empty: 'No funds were on hold at the end of the period.',
    columns: ['Asset', 'Amount', 'On hold since', 'Reference'],
  },
  positions: {
    heading: 'Crypto positions at the end of the period',
    empty: 'You held no crypto at the end of the period.',
    columns: [
      'Asset',
      'Quantity',
      'Price per unit',
      'Market value',
      'Book cost',
      'Unrealized gain or loss',
    ],
    noPrice: 'No price known',
    estimated: 'Estimated',
    estimatedHelp:
      'Estimated: the book cost includes a market value standing in for the cost of crypto you transferred in and whose cost you did not state. You can state what it cost you in the Tax centre.',
  },
  fees: {
    heading: 'Fees',
    help: 'Fees are already part of the amounts above: a trade’s fee is in its CAD amount, a network fee in the amount withdrawn.',
    empty: 'You paid no fees in this period or earlier this year.',
    columns: (year) => ['Asset', 'This period', `Year to date (${year})`],
  },
  notice: {
    heading: 'About this statement',
    registration:
      'Maple Exchange is a crypto-asset trading platform registered in Canada as a restricted dealer. Crypto-assets are not covered by the Canadian Investor Protection Fund.',
    bookCost:
      'Market values use the market’s mid price at the end of the period. Book cost is the adjusted cost base of each crypto-asset, worked out by the Canada Revenue Agency’s average-cost rule from what Maple Exchange can see: it does not take into account crypto you bought elsewhere, nor purchases by your spouse or common-law partner.',
    errors:
      'Check this statement against your trade and transfer confirmations. If anything in it is wrong or missing, tell us as soon as you can.',
  },
};

const fr: StatementWords = {
  title: {
    month: (month, year) => `Relevé de compte — ${month} ${year}`,
    quarter: (quarter, year, firstMonth, lastMonth) =>
      `Relevé trimestriel — T${quarter} ${year} (${firstMonth} à ${lastMonth})`,
  },
  // Le premier jour du mois s’écrit en ordinal : « 1er octobre ».
  day: (day, month, year) => `${day === 1 ? '1er' : day} ${month} ${year}`,
  intro: (name, first, last) =>
    `Préparé pour ${name}. Ce relevé présente votre compte Maple Exchange du ${first} au ${last} : vos soldes, chacun de vos mouvements pendant cette période, les fonds retenus et vos positions en cryptoactifs à sa fin, et les frais que vous avez payés.`,
  times:
    'Les dates et les heures sont celles de Toronto, d’où Maple Exchange fait ses déclarations.',
  summary: {
    heading: 'Sommaire',
    opening: 'Solde en CAD au début de la période',
    closing: 'Solde en CAD à la fin de la période',
    fees: 'Frais payés en CAD pendant la période',
  },
  balances: {
    heading: 'Soldes',
    empty: 'Vous n’aviez aucun compte pendant cette période.',
    columns: ['Actif', 'Solde d’ouverture', 'Solde de clôture'],
  },
  activity: {
    heading: 'Opérations',
    empty: 'Aucune opération pendant cette période.',
    columns: ['Date et heure', 'Description', 'Actif', 'Montant', 'Frais', 'Solde après'],
    kinds: {
      trade: 'Opération',
      funding_deposit: 'Dépôt en CAD',
      funding_withdrawal: 'Retrait en CAD',
      funding_return: 'Dépôt retourné par la banque',
      funding: 'Virement en CAD',
      crypto_deposit: 'Dépôt de cryptoactifs',
      crypto_withdrawal: 'Retrait de cryptoactifs',
      crypto_transfer: 'Transfert de cryptoactifs',
      adjustment: 'Rajustement par Maple Exchange',
      sandbox_funding: 'Fonds de test (bac à sable)',
      reversal: 'Contrepassation d’une écriture antérieure',
    },
    // « Achat : ETH » plutôt que « de ETH » ou « d’ETH » : un code se lit mal après une élision.
    trade: (bought, asset) =>
      `${bought ? 'Achat' : 'Vente'}${asset === undefined ? '' : ` : ${asset}`}`,
    network: (name) => `Réseau : ${name}`,
    testnet: (name) => `${name} (réseau de test)`,
    address: (address) => `Adresse : ${address}`,
    hash: (hash) => `Empreinte de la transaction : ${hash}`,
  },
  holds: {
    heading: 'Fonds retenus à la fin de la période',
    help: 'Les fonds retenus font partie de votre solde, mais ils ne peuvent être négociés ni retirés avant la fin de la retenue : un retrait en cours ou un dépôt pas encore compensé.',
    empty: 'Aucun montant n’était retenu à la fin de la période.',
    columns: ['Actif', 'Montant', 'Retenu depuis', 'Référence'],
  },
  positions: {
    heading: 'Positions en cryptoactifs à la fin de la période',
    empty: 'Vous ne déteniez aucun cryptoactif à la fin de la période.',
    columns: [
      'Actif',
      'Quantité',
      'Prix unitaire',
      'Valeur marchande',
      'Coût comptable',
      'Gain ou perte non réalisé',
    ],
    noPrice: 'Aucun cours connu',
    estimated: 'Estimé',
    estimatedHelp:
      'Estimé : le coût comptable comprend une valeur marchande qui remplace le coût de cryptoactifs que vous avez transférés vers la plateforme et dont vous n’avez pas indiqué le coût. Vous pouvez indiquer ce qu’ils vous ont coûté au Centre fiscal.',
  },
  fees: {
    heading: 'Frais',
    help: 'Les frais sont déjà compris dans les montants ci-dessus : les frais d’une opération dans son montant en CAD, les frais de réseau dans le montant retiré.',
    empty: 'Vous n’avez payé aucuns frais pendant cette période ni plus tôt cette année.',
    columns: (year) => ['Actif', 'Cette période', `Depuis le début de ${year}`],
  },
  notice: {
    heading: 'À propos de ce relevé',
    registration:
      'Maple Exchange est une plateforme de négociation de cryptoactifs inscrite au Canada à titre de courtier d’exercice restreint. Les cryptoactifs ne sont pas couverts par le Fonds canadien de protection des investisseurs.',
    bookCost:
      'Les valeurs marchandes sont établies au cours moyen du marché à la fin de la période. Le coût comptable est le prix de base rajusté de chaque cryptoactif, calculé selon la règle du coût moyen de l’Agence du revenu du Canada à partir de ce que Maple Exchange peut voir : il ne tient pas compte des cryptoactifs que vous avez achetés ailleurs, ni des achats faits par votre époux ou conjoint de fait.',
    errors:
      'Vérifiez ce relevé à l’aide de vos avis d’exécution et de vos confirmations de dépôt et de retrait. Si un renseignement est inexact ou manquant, avisez-nous dès que possible.',
  },
};

export const statementWords: Readonly<Record<DocumentLanguage, StatementWords>> = {
  'en-CA': en,
  'fr-CA': fr,
};
