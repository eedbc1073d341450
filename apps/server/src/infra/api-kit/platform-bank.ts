/**
 * Cybrid resources name the bank (the platform's tenant) they belong to. This product is one
 * bank: a fixed guid ("mapleexchange" in hex, zero-padded).
 */
export const platformBankGuid = '6d61706c6565786368616e6765000000';
