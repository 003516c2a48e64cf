/**
 * Issue 26, "Nothing cut off": on every public page, in both languages, on a phone and on a desktop, no control
 * shows less than its value (a select's chosen option, a date, a typed value, a button's or label's words) and no
 * page scrolls sideways. Text is measured with the control's own font (canvas measureText), so a value the
 * browser would clip fails here, whatever the screenshot happens to show.
 */
import type { Page } from '@playwright/test';
import { expect, go, test } from './helpers';

const WIDTHS = [375, 1280];

/** Every public page, with a listing and a post of the demo content, and a stay on the rental page. */
async function publicPages(page: Page): Promise<string[]> {
  const first = async (list: string, pattern: RegExp) => {
    await go(page, list);
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    return hrefs.find((href) => pattern.test(href))!;
  };
  const property = await first('/properties', /^\/properties\/[0-9a-f-]{36}$/);
  const rental = await first('/rentals', /^\/rentals\/[0-9a-f-]{36}$/);
  const post = await first('/blog', /^\/blog\/[a-z0-9-]+$/);
  const english = ['/', '/properties', '/rentals', property, rental, `${rental}?checkIn=2027-06-05&checkOut=2027-06-12&guests=2`, '/blog', post, '/contact', '/property-management', '/investment', '/saved'];
  return [...english, ...english.map((path) => `/fr${path === '/' ? '' : path}`)];
}

/** The controls whose value does not fit, and whether the page scrolls sideways. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const width = (element: Element, text: string) => {
      const style = getComputedStyle(element);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const spacing = parseFloat(style.letterSpacing) || 0;
      return canvas.measureText(text).width + spacing * text.length;
    };
    const room = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const visible = (element: HTMLElement) => element.offsetParent !== null && element.getClientRects().length > 0;
    const found: string[] = [];
    for (const select of document.querySelectorAll<HTMLSelectElement>('main select, header select')) {
      if (!visible(select)) continue;
      const text = select.selectedOptions[0]?.text ?? '';
      if (width(select, text) > room(select) + 1) found.push(`select ${select.name}: "${text}"`);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('main input')) {
      if (!visible(input) || ['hidden', 'checkbox', 'radio', 'file', 'submit'].includes(input.type)) continue;
      // A date shows its digits and a calendar button (about 24 px in Chromium).
      const text = input.type === 'date' ? '00/00/0000' : input.value;
      const extra = input.type === 'date' ? 24 : 0;
      if (width(input, text) + extra > room(input) + 1) found.push(`input ${input.name}: "${text}"`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('main label, main button, main a.btn, main .btn, main legend')) {
      if (!visible(element)) continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`${element.tagName.toLowerCase()}: "${element.textContent?.trim()}"`);
    }
    const sideways = document.scrollingElement!.scrollWidth > window.innerWidth + 1;
    return { found, sideways };
  });
}

test('no control shows less than its value, and no page scrolls sideways, in either language at 375 and 1,280 px', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const pages = await publicPages(page);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await go(page, path);
      const { found, sideways } = await misfits(page);
      for (const misfit of found) problems.push(`${width} px ${path}: ${misfit}`);
      if (sideways) problems.push(`${width} px ${path}: scrolls sideways`);
    }
  }
  expect(problems).toEqual([]);
});
