/** The secret in groups of four, as authenticator apps show it, for typing it in by hand. */
export const groupSecret = (secret: string): string =>
  secret
    .replace(/\s+/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';
