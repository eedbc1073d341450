import type { Locator } from '@playwright/test';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * The element's background colour as sRGB, whatever notation the stylesheet uses (Tailwind 4
 * writes oklch): the browser paints it on a 1×1 canvas and reads the pixel back.
 */
export const backgroundRgb = (locator: Locator): Promise<Rgb> =>
  locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b };
  });

/** Clearly red to a user: a strong red channel, weak green and blue. */
export const isRed = ({ r, g, b }: Rgb): boolean => r >= 150 && g <= 80 && b <= 80;
