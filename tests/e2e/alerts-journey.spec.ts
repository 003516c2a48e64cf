import { describeSavedSearch } from '#app/domain/alerts/describe';
import { alertFormEnglish } from '#app/domain/alerts/texts/en/alert-form';
import { alertFormFrench } from '#app/domain/alerts/texts/fr/alert-form';
import { alertTexts } from '#app/domain/alerts/texts/alerts';
import { expect, go, javaScriptEnabled, signIn, test, writtenMails } from './helpers';

/**
 * The search alerts' journey of issue 31, item 1, with JavaScript on (in English) and off (in French): a visitor
 * saves an alert on the properties list with its filters; the confirmation e-mail arrives and its link's page
 * confirms only with its button; staff publish a matching villa; the job (every second here, 'instant') sends the
 * alert with that villa; one POST to the List-Unsubscribe address (as a mail provider, from another origin, without a
 * session) unsubscribes; the page then says so. The villa is archived afterwards.
 */

const FILTERS = '?island=Saint+Barth%C3%A9lemy&type=villa&price=1000000-3000000';

/** The e-mails written to `address` so far, with their raw header lines. */
async function mailsFor(address: string) {
  return (await writtenMails()).filter((mail) => mail.to.includes(address)).map((mail) => mail.parsed);
}

async function mailWith(address: string, includes: string) {
  let found: Awaited<ReturnType<typeof mailsFor>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsFor(address)).find((mail) => (mail.text ?? '').includes(includes));
        return Boolean(found);
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('an alert from the list to the inbox: save, confirm, a matching villa arrives, one-click unsubscribe', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const js = javaScriptEnabled();
  const locale = js ? 'en' : 'fr';
  // The catalogue's French is registered by the app, not in this process: the two languages' modules directly.
  const form = js ? alertFormEnglish : alertFormFrench;
  const t = alertTexts[locale];
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `alert-${stamp}@example.com`;
  const title = `E2E Alert Villa ${stamp}`;

  // A visitor (a browser of their own) saves an alert on the filtered list.
  const visitor = await browser.newPage();
  await go(visitor, `${locale === 'fr' ? '/fr' : ''}/properties${FILTERS}`);
  const alert = visitor.locator('form#alert-form');
  await alert.getByLabel(form.email).fill(email);
  await alert.getByLabel(form.frequency).selectOption('instant');
  await alert.getByRole('button', { name: form.submit }).click();
  await expect(visitor.getByRole('status').filter({ hasText: form.saved })).toBeVisible();

  // The confirmation e-mail, in the page's language; its link shows the search and confirms only by the button.
  const confirmation = await mailWith(email, '/alerts/');
  const link = /https?:\/\/\S+\/alerts\/[A-Za-z0-9_-]{43}/.exec(confirmation.text ?? '')![0];
  const manage = pathOf(link);
  expect(manage.startsWith(locale === 'fr' ? '/fr/alerts/' : '/alerts/')).toBe(true);
  await go(visitor, manage);
  await expect(visitor.getByText(t.awaiting)).toBeVisible();
  const words = describeSavedSearch(
    'property',
    { island: 'Saint Barthélemy', type: 'villa', price: '1000000-3000000' },
    locale,
  );
  await expect(visitor.getByText(words, { exact: true })).toBeVisible();
  await visitor.getByRole('button', { name: t.confirm }).click();
  await expect(visitor.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible();

  // Staff publish a matching villa (archived again in `finally`, so a failure here leaves the catalogue as it was).
  await signIn(page);
  await go(page, '/admin/properties/new');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('2500000');
  await page.getByRole('textbox', { name: 'Location' }).fill('Flamands');
  await page.getByLabel('Address').fill('Anse des Flamands');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('published');
  await page.getByLabel('Description').fill('A villa a saved search is waiting for.');
  await page.getByRole('button', { name: 'Save Property' }).click();
  await page.waitForURL(/\/admin\/properties(\?|$)/);
  try {
    // The alert: the villa, marked new, and the one-click unsubscribe headers.
    const mail = await mailWith(email, title);
    expect(mail.text).toContain(t.newListing);
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toMatch(/List-Unsubscribe=One-Click/);
    const unsubscribe = /<(https?:\/\/[^>]+\/alerts\/[A-Za-z0-9_-]{43}\/unsubscribe)>/.exec(
      header('list-unsubscribe'),
    )![1]!;

    // One POST, as a mail provider sends it: no session, another origin; 200, and again.
    const post = () =>
      request.post(pathOf(unsubscribe), {
        form: { 'List-Unsubscribe': 'One-Click' },
        headers: { Origin: 'https://mail.provider.example' },
      });
    expect((await post()).status()).toBe(200);
    expect((await post()).status()).toBe(200);
    await go(visitor, pathOf(/https?:\/\/\S+\/alerts\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0]));
    await expect(visitor.getByText(t.unsubscribed)).toBeVisible();
    await visitor.close();

    // Staff see it, unsubscribed.
    await go(page, '/admin/saved-searches');
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Unsubscribed');
  } finally {
    // The villa is archived again. The editor's own heading first: with JavaScript the address changes before the
    // editor replaces the list, whose "Filter by status" would otherwise take the selection.
    await go(page, `/admin/properties?q=${encodeURIComponent(title)}`);
    await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('archived');
    await page.getByRole('button', { name: 'Save Property' }).click();
    await page.waitForURL(/\/admin\/properties(\?|$)/);
  }
});
