import { z } from 'zod';

/**
 * Canadian financial institutions by their Payments Canada institution number (the three digits
 * between the transit and account numbers on a cheque): the banks and credit-union centrals a
 * retail customer is likely to hold an account with. The sandbox bank-link screen offers them
 * and manual entry refuses any other number. Two brands may share a number (Simplii Financial is
 * a division of CIBC), so a number names one or more institutions.
 */
export const bankInstitutions = [
  { number: '001', name: 'BMO Bank of Montreal' },
  { number: '002', name: 'Scotiabank' },
  { number: '003', name: 'RBC Royal Bank' },
  { number: '004', name: 'TD Canada Trust' },
  { number: '006', name: 'National Bank of Canada' },
  { number: '010', name: 'CIBC' },
  { number: '010', name: 'Simplii Financial' },
  { number: '016', name: 'HSBC Bank Canada' },
  { number: '030', name: 'Canadian Western Bank' },
  { number: '039', name: 'Laurentian Bank of Canada' },
  { number: '219', name: 'ATB Financial' },
  { number: '540', name: 'Manulife Bank of Canada' },
  { number: '614', name: 'Tangerine' },
  { number: '618', name: 'B2B Bank' },
  { number: '623', name: 'EQ Bank' },
  { number: '809', name: 'Central 1 Credit Union (British Columbia)' },
  { number: '815', name: 'Desjardins' },
  { number: '828', name: 'Central 1 Credit Union (Ontario)' },
  { number: '829', name: 'Desjardins Ontario Credit Union' },
  { number: '837', name: 'Meridian Credit Union' },
  { number: '865', name: 'UNI Financial Cooperation' },
  { number: '879', name: 'Credit Union Central of Manitoba' },
  { number: '889', name: 'SaskCentral' },
  { number: '899', name: 'Servus Credit Union' },
] as const satisfies readonly { number: string; name: string }[];

export type BankInstitution = (typeof bankInstitutions)[number];

/** Whether an institution number is one of the list's. */
export const isKnownInstitution = (number: string): boolean =>
  bankInstitutions.some((institution) => institution.number === number);

/** The first name listed for an institution number, if it is known. */
export const institutionName = (number: string): string | undefined =>
  bankInstitutions.find((institution) => institution.number === number)?.name;

/**
 * Canadian routing fields (docs/product/bank-accounts-and-wallets.md), with the words every screen
 * shows for them.
 */
export const institutionNumberSchema = z
  .string({ error: 'Enter the 3-digit institution number' })
  .trim()
  .regex(/^\d{3}$/, { error: 'Enter the 3-digit institution number' })
  .refine(isKnownInstitution, { error: 'This institution number is not one we know' });

export const transitNumberSchema = z
  .string({ error: 'Enter the 5-digit transit number' })
  .trim()
  .regex(/^\d{5}$/, { error: 'Enter the 5-digit transit number' });

export const bankAccountNumberSchema = z
  .string({ error: 'Enter the account number: 7 to 12 digits' })
  .trim()
  .regex(/^\d{7,12}$/, { error: 'Enter the account number: 7 to 12 digits' });

/**
 * A CPA routing number as Cybrid's `raw_routing_details` carry it: 0, the institution number,
 * then the transit number (the electronic form of a Canadian cheque's routing).
 */
export const cpaRoutingNumberSchema = z
  .string({ error: 'Enter the routing number: 0, the institution number, the transit number' })
  .regex(/^0\d{8}$/, {
    error: 'Enter the routing number: 0, the institution number, the transit number',
  })
  .refine((routing) => isKnownInstitution(routing.slice(1, 4)), {
    error: 'This institution number is not one we know',
  });

/** The routing number of an institution and transit number. */
export const cpaRoutingNumber = (institution: string, transit: string): string =>
  `0${institution}${transit}`;
