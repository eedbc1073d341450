/**
 * Whether the name on a bank account is the verified customer's
 * (docs/product/bank-accounts-and-wallets.md: accounts must be in the customer's own name). Names
 * are compared as words, without case, accents or punctuation, and a middle name on one side only
 * does not matter: "MARIE-ÈVE TREMBLAY" is Marie Eve Tremblay.
 */
const wordsOf = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

export function namesMatch(holder: string, verified: string): boolean {
  const held = wordsOf(holder);
  const known = wordsOf(verified);
  const first = known[0];
  const last = known.at(-1);
  if (first === undefined || last === undefined || held.length === 0) return false;
  // First and last names must match in place; any words between are middle names.
  return held[0] === first && held.at(-1) === last;
}
