import QRCode from 'qrcode';

/**
 * A text (an otpauth or payment URI) as a QR code image: an SVG in a data: URL (allowed by the CSP's img-src),
 * dark on light whatever the theme, as scanners expect.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
