import { z } from 'zod';
import type { DocumentLanguage } from './pdf/document-spec.js';

/**
 * What the document makers share (ADR 75): how their frozen facts hold an amount, and how their
 * documents write a moment.
 */

/** An amount in minor units (cents for CAD), as frozen facts hold it: JSON has no bigint. */
export const factDigits = z.string().regex(/^\d{1,78}$/);

/** A moment in Toronto, where the platform reports from, with the date, time and zone in words. */
export const torontoMoment = (iso: string, language: DocumentLanguage): string =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));

/** The chains' names as documents write them; the same in both languages. */
const chainNames: Readonly<Record<string, string>> = {
  bitcoin: 'Bitcoin',
  bitcoin_cash: 'Bitcoin Cash',
  litecoin: 'Litecoin',
  ethereum: 'Ethereum',
  xrp_ledger: 'XRP Ledger',
};

/**
 * A network as the ledger export names it (`bitcoin`, `ethereum_testnet`…): its chain's name,
 * and whether it is the sandbox's test network, which each document says in its own words.
 */
export function chainOf(network: string): { name: string; testnet: boolean } {
  const testnet = network.endsWith('_testnet');
  const chain = testnet ? network.slice(0, -'_testnet'.length) : network;
  return { name: chainNames[chain] ?? chain, testnet };
}
