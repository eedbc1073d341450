import { createContext, useContext } from 'react';

/**
 * The token of the account recovery whose application the flow's steps answer (ADR 59); none
 * for the signed-in customer's own verification, answered with their user token.
 */
export const RecoveryTokenContext = createContext<string | undefined>(undefined);

export const useRecoveryToken = (): string | undefined => useContext(RecoveryTokenContext);
