/**
 * Browser storage keys of docs/product/data.md ("Stored in the browser"). Tokens live in
 * sessionStorage so they end with the tab; only preferences and the remembered display name survive
 * in localStorage. The identity provider's token is never stored (docs/product/overview.md).
 */
export const sessionKeys = {
  /** Encoded customer guid. */
  guid: 'guid',
  /** Platform access token (bearer for /api). */
  accessToken: 'at',
  /** User token of the own backend; the customer session lives as long as it does. */
  userToken: 'ut',
  userEmail: 'user_email',
  adminToken: 'a_at',
} as const;

export const localKeys = {
  displayName: 'displayName',
  email: 'email',
  /** "1" dark, "0" light; read before first paint by public/theme-init.js. */
  theme: 'theme',
  /** Chosen language (en-CA or fr-CA); read before first paint by public/theme-init.js. */
  language: 'language',
} as const;
