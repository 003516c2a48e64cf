import type { Page } from '@playwright/test';
import { expect } from './helpers';

/** The turnovers' journeys (tests/e2e/tasks.spec.ts, turnover-journey.spec.ts): what they share. */

/** Enough of a JPEG for the server to recognise one by its first bytes: an inspection's photo. */
export const INSPECTION_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF pool photo '.repeat(64)),
]);

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
