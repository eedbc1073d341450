import { randomBytes, randomUUID } from 'node:crypto';

/** Platform resources (customers, accounts) use 32 lower-case hex characters (Cybrid convention). */
export const newGuid = (): string => randomBytes(16).toString('hex');

/** Internal ids (users, sessions, staff) are UUIDs. */
export const newId = (): string => randomUUID();
