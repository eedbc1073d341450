import QRCode from 'qrcode';

/** The secret in groups of four, as authenticator apps show it, for typing it in by hand. */
export const groupSecret = (secret: string): string =>
  secret
    .replace(/\s+/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';

/**
 * The otpauth URI as a QR code image: an SVG in a data: URL (allowed by the CSP's img-src),
 * dark on light whatever the theme, as scanners expect.
 */
export async function qrCodeDataUrl(otpauthUri: string): Promise<string> {
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
