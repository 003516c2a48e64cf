import type { Locator, Page, TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, go, javaScriptEnabled, signIn, test } from './helpers';

/**
 * The back office on a phone (issue 17, item 6), with JavaScript and without: at 375 × 812 no admin page
 * scrolls sideways — neither the page nor any part of it (a table used to scroll inside its own region,
 * with the status, featured and delete actions off-screen) — every control of the page lies within the
 * screen's width, each list row is a card with its thumbnail, title, figures, status and actions; the inbox
 * shows the list, then the inquiry with the way back; the sections open from a menu. A screenshot of every
 * page is attached to the test's output.
 */

test.use({ viewport: { width: 375, height: 812 } });

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The address of the first link on `list` matching `pattern` (an item to open: the demo content's). */
async function firstHref(page: Page, list: string, pattern: RegExp): Promise<string> {
  await go(page, list);
  const href = await page
    .locator('main a[href]')
    .evaluateAll(
      (links, source) => links.map((link) => link.getAttribute('href')!).find((href) => new RegExp(source).test(href)),
      pattern.source,
    );
  expect(href, `a link matching ${pattern} on ${list}`).toBeTruthy();
  return href!;
}

/** What overflows sideways on the page: the document itself, any scrolling box, any visible control. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `<${element.tagName.toLowerCase()}> ${name}`.trim();
    };
    const main = document.querySelector('main')!;
    const scrollers = [...main.querySelectorAll('*')]
      .filter((element) => {
        if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) return false;
        const { overflowX } = getComputedStyle(element);
        return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${describe(element)} (${element.scrollWidth} px in ${element.clientWidth} px)`);
    const offscreen = [...main.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
      .filter((element) => {
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        const box = element.getBoundingClientRect();
        // Visually hidden text (1 px, clipped) is for screen readers, not fingers.
        if (box.width <= 1 || box.height <= 1) return false;
        return box.left < -1 || box.right > width + 1;
      })
      .map(
        (element) =>
          `${describe(element)} (${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return {
      documentWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      scrollers,
      offscreen,
    };
  });
}

/** The page fits 375 px: nothing scrolls sideways, every control is within reach. Then a screenshot. */
async function expectFitsPhone(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await sidewaysOverflow(page);
  expect(overflow.documentWidth, `${name}: the page's width`).toBeLessThanOrEqual(overflow.innerWidth);
  expect(overflow.scrollers, `${name}: parts that scroll sideways`).toEqual([]);
  expect(overflow.offscreen, `${name}: controls beyond the screen's edge`).toEqual([]);
  await testInfo.attach(`${testInfo.project.name} ${name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/** The box is on the screen's width (left and right edges inside it) and shown. */
async function expectWithinWidth(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(375);
}

/** The first card of a content list: thumbnail, title, figures, status, and every action on screen. */
async function expectContentCard(page: Page, list: string, figure: RegExp, featured: boolean) {
  const row = page.locator('main tbody tr').first();
  const title = (await row.locator('a[href^="/admin/"]').first().textContent())!.trim();
  await expectWithinWidth(row, `${list}: first row`);
  await expectWithinWidth(row.locator('img, span[aria-hidden="true"].size-14').first(), `${list}: thumbnail`);
  await expectWithinWidth(row.getByRole('link', { name: title, exact: true }), `${list}: title`);
  await expect(row, `${list}: figures`).toContainText(figure);
  await expectWithinWidth(row.getByText(/^(Published|Draft|Archived)$/), `${list}: status`);
  const actions = [
    row.getByRole('button', { name: named('(Publish|Set as Draft|Archive)', title) }).first(),
    row.getByRole('link', { name: named('View', title) }),
    row.getByRole('link', { name: named('Edit', title) }),
    row.getByRole('button', { name: named('Delete', title) }),
  ];
  if (featured) actions.push(row.getByRole('button', { name: named('Featured', title) }));
  for (const action of actions) await expectWithinWidth(action, `${list}: ${await action.textContent()}`);
  // On a phone the rows are cards: the title's cell and the actions' span the card.
  const [rowBox, titleCell] = [(await row.boundingBox())!, (await row.locator('td').first().boundingBox())!];
  expect(titleCell.width, `${list}: the title spans the card`).toBeGreaterThan(rowBox.width * 0.8);
}

/** A row control's name: its label, then the row's title for screen readers ('Delete: Villa Azur'). */
const named = (label: string, title: string) =>
  new RegExp(`^${label}\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('every admin page fits a 375 px screen: no sideways scrolling, each row a card with its actions in reach', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const visitor = `Phone Lead ${stamp}`;

  // Rows for the lists the demo content leaves empty: a visitor's message (an inquiry and its two e-mails
  // in the outbox) and a stored image in the media library.
  await go(page, '/contact');
  const contact = page.locator('form#contact');
  await contact.getByLabel('Full Name').fill(visitor);
  await contact.getByLabel('Email Address').fill('phone-lead@example.com');
  await contact.getByLabel('Message').fill('Could you call me back about a villa in Flamands?');
  await contact.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText("Thank you for your message! We'll be in touch soon.")).toBeVisible();

  await signIn(page);
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f7fa8' } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/admin/media/upload', {
    multipart: { photos: { name: `phone-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const stored = (await upload.json()) as { image: { src: string } };
  const hash = /\/media\/([^/]+)\//.exec(stored.image.src)![1]!;
  const inquiry = await firstHref(
    page,
    `/admin/inquiries?q=${encodeURIComponent(visitor)}`,
    new RegExp(`^/admin/inquiries/${UUID}`),
  );

  try {
    const property = await firstHref(page, '/admin/properties', new RegExp(`^/admin/properties/${UUID}$`));
    const rental = await firstHref(page, '/admin/rentals', new RegExp(`^/admin/rentals/${UUID}$`));
    const post = await firstHref(page, '/admin/blogs', new RegExp(`^/admin/blogs/${UUID}$`));
    const booking = await firstHref(page, '/admin/bookings', new RegExp(`^/admin/bookings/${UUID}$`));
    // The calendar of a villa with stays, in the demo's winter (a homeowner block and guest stays).
    const calendar = await firstHref(page, booking, new RegExp(`^/admin/rentals/${UUID}/calendar$`));

    const pages: { name: string; path: string; check?: () => Promise<void> }[] = [
      { name: 'dashboard', path: '/admin' },
      {
        name: 'properties',
        path: '/admin/properties',
        check: () => expectContentCard(page, 'properties', /\$[\d,]+/, true),
      },
      { name: 'property editor', path: property },
      { name: 'new property', path: '/admin/properties/new' },
      {
        name: 'rentals',
        path: '/admin/rentals',
        check: async () => {
          await expectContentCard(page, 'rentals', /\$[\d,]+ \/ night/, true);
          const row = page.locator('main tbody tr').first();
          await expectWithinWidth(row.getByRole('link', { name: /^Calendar\s*: / }), 'rentals: Calendar');
        },
      },
      { name: 'rental editor', path: rental },
      { name: 'rental calendar', path: `${calendar}?month=2027-02` },
      {
        name: 'bookings',
        path: '/admin/bookings',
        check: async () => {
          const row = page.locator('main tbody tr').first();
          await expectWithinWidth(row.getByRole('link', { name: /^IE-/ }), 'bookings: the reference');
          await expectWithinWidth(
            row.getByText(/^(Requested|Option|Confirmed|Blocked|Conflict|Declined|Cancelled|Expired)$/),
            'bookings: status',
          );
        },
      },
      { name: 'booking', path: booking },
      { name: 'booking terms', path: '/admin/bookings/terms' },
      {
        name: 'blog posts',
        path: '/admin/blogs',
        check: () => expectContentCard(page, 'blog posts', /\d{4}/, false),
      },
      { name: 'blog editor', path: post },
      {
        name: 'media',
        path: `/admin/media?q=${encodeURIComponent(`phone-${stamp}`)}`,
        check: async () => {
          const row = page.locator('main tbody tr').first();
          await expectWithinWidth(row.locator('img'), 'media: thumbnail');
          await expectWithinWidth(
            row.getByRole('button', { name: new RegExp(`^Delete\\s*: phone-${stamp}`) }),
            'media: Delete',
          );
        },
      },
      { name: 'inquiries', path: '/admin/inquiries' },
      { name: 'inquiry', path: inquiry },
      {
        name: 'outbox',
        path: '/admin/outbox?state=all',
        check: async () => {
          const row = page.locator('main tbody tr', { hasText: visitor }).first();
          await expectWithinWidth(row.getByRole('link', { name: visitor }), 'outbox: the inquiry');
          await expectWithinWidth(row.getByText(/^(Queued|Sending|Sent|Retrying|Failed)$/).first(), 'outbox: state');
        },
      },
      { name: 'homeowners', path: '/admin/homeowners' },
      { name: 'settings', path: '/admin/settings' },
      { name: 'currency', path: '/admin/settings/currency' },
      {
        name: 'history',
        path: '/admin/history',
        check: async () => {
          // The visitor's inquiry above is the newest visitor's entry: its card shows who, the item and what changed.
          const row = page.locator('main tbody tr', { hasText: 'Visitor' }).first();
          await expectWithinWidth(row.getByText('Visitor', { exact: true }), 'history: who');
          await expectWithinWidth(row.getByRole('link', { name: /^Lead/ }), 'history: the item');
          await expectWithinWidth(page.getByRole('button', { name: 'Filter' }), 'history: Filter');
        },
      },
    ];

    for (const { name, path, check } of pages) {
      await test.step(name, async () => {
        await go(page, path);
        await expect(page.locator('main h1')).toBeVisible();
        await check?.();
        await expectFitsPhone(page, testInfo, name);
      });
    }
  } finally {
    // The fixtures go: the inquiry (its e-mails with it) and the image.
    await page.request.post(inquiry, { form: { intent: 'delete', confirm: 'yes' } });
    await page.request.post('/admin/media', { form: { intent: 'delete', id: hash, confirm: 'yes' } });
  }
  await go(page, `/admin/inquiries?q=${encodeURIComponent(visitor)}`);
  await expect(page.getByText('No inquiries found')).toBeVisible();
});

test('the inbox on a phone: the list, then the inquiry alone with the way back to the list', async ({
  page,
}, testInfo) => {
  await signIn(page);
  // Inquiries already read, so opening one changes nothing; the filter shows the way back keeps it.
  await go(page, '/admin/inquiries?read=read');
  const list = page.getByRole('region', { name: 'All inquiries' });
  await expect(list).toBeVisible();
  // No empty pane beside the list: the prompt to choose one is for wide screens.
  await expect(page.getByRole('heading', { name: 'Select an Inquiry' })).toBeHidden();

  const first = list.getByRole('list').getByRole('link').first();
  const name = (await first.locator('span.truncate').textContent())!.trim();
  await first.click();
  await page.waitForURL(new RegExp(`/admin/inquiries/${UUID}\\?read=read$`));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(list).toBeHidden();
  await expectFitsPhone(page, testInfo, 'inbox: an inquiry');

  // Back to the list, its filter kept.
  await page.getByRole('link', { name: 'Back to Inquiries' }).click();
  await page.waitForURL(/\/admin\/inquiries\?read=read$/);
  await expect(list).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeHidden();
  await expectFitsPhone(page, testInfo, 'inbox: the list');
});

test('the sections on a phone: a menu names the current one and opens onto all of them', async ({ page }, testInfo) => {
  await signIn(page);
  await go(page, '/admin/bookings/terms');
  const menu = page.locator('main details').first();
  const summary = menu.locator('summary');
  await expect(summary).toHaveText(/^Bookings/);
  const sections = page.getByRole('navigation', { name: 'Back office' });
  await expect(sections).toBeHidden();
  await summary.click();
  for (const section of [
    'Dashboard',
    'Properties',
    'Rentals',
    'Bookings',
    'Blog Posts',
    'Media',
    'Inquiries',
    'Outbox',
    'Payments',
    'Homeowners',
    'Expenses',
    'Tasks',
    'Settings',
    'Staff',
    'History',
  ]) {
    await expectWithinWidth(sections.getByRole('link', { name: section, exact: true }), `section ${section}`);
  }
  await expect(sections.getByRole('link', { name: 'Bookings', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectFitsPhone(page, testInfo, 'sections menu');

  await sections.getByRole('link', { name: 'Outbox', exact: true }).click();
  await page.waitForURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  // The menu closes on the way (a new page without JavaScript; closed by the page with it).
  await expect(summary).toHaveText(/^Outbox/);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  if (javaScriptEnabled()) await expect(menu).not.toHaveAttribute('open');
});

test(
  'what a phone shows — cards, sort links, the sections menu, the calendar’s short statuses — keeps AA contrast in both themes',
  { tag: '@js-only' },
  async ({ page }) => {
    test.setTimeout(180_000);
    // Axe runs inside the page, hence JavaScript; the theme is the saved choice the page's inline script reads.
    await signIn(page);
    const booking = await firstHref(page, '/admin/bookings', new RegExp(`^/admin/bookings/${UUID}$`));
    const calendar = await firstHref(page, booking, new RegExp(`^/admin/rentals/${UUID}/calendar$`));
    const inquiry = await firstHref(page, '/admin/inquiries', new RegExp(`^/admin/inquiries/${UUID}`));
    const paths = [
      '/admin',
      '/admin/properties',
      '/admin/rentals',
      '/admin/bookings',
      '/admin/blogs',
      '/admin/inquiries',
      inquiry,
      `${calendar}?month=2027-02`,
      '/admin/history',
    ];
    const found: Record<string, string[]> = {};
    for (const theme of ['dark', 'light'] as const) {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      for (const path of paths) {
        await go(page, path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // The sections menu open, so its links are measured too.
        await page.locator('main details summary').first().click();
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        const { violations } = await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze();
        const nodes = violations.flatMap((violation) =>
          violation.nodes.map(
            (node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
          ),
        );
        if (nodes.length) found[`${theme} ${path}`] = nodes;
      }
    }
    expect(found).toEqual({});
  },
);
