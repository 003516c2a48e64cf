import type { Page } from '@playwright/test';
import { expect } from './helpers';

/** The turnovers' journeys (tests/e2e/tasks.spec.ts, turnover-journey.spec.ts): what they share. */

/** An inspection's photo: a small PNG (96 × 72, sea blue), a real picture the browser shows. */
export const INSPECTION_PHOTO = {
  name: 'inspection.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAIAAACGBWc0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA0ElEQVR4nO3ZwQ3CMADF0G6UEVnHYzIBXBD6OTwpE1j+bto+55VzPkN40DlfFQEogPplJQwKoBjU/x41JhZAMSgTa3Wh1aAAikGZWBrUnd8VRDqAYlAmlgY177FIB1AMysSad8dFMYBiUCbWPEBeVgMoBmViaVDzGIt0AMWgTKx5dFwUAygGZWJdcvxZDaAYlImlQc17LNIBFIMysebdcVEMoBiUiTUPkJfVAIpBmVga1DzGIh1AMSgTax4dF8UAikGZWJccf1YDKAZlYq0a9Ab/VBQd+c8ppwAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The page fits a phone's width: no sideways scrolling, no link, button or text area of `main` off the screen. */
export async function fitsPhone(page: Page) {
  const { width, documentWidth, offscreen } = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const inner = window.innerWidth;
    return {
      width: inner,
      documentWidth: document.documentElement.scrollWidth,
      offscreen: [...main.querySelectorAll('a[href], button, textarea')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 1 && (box.left < -1 || box.right > inner + 1);
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    };
  });
  expect(documentWidth).toBeLessThanOrEqual(width);
  expect(offscreen).toEqual([]);
}
