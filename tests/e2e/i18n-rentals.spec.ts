import type { Page } from '@playwright/test';
import { addDays, formatCalendarDate, islandToday, type CalendarDate } from '../../app/domain/booking/dates';
import type { Texts } from '../../app/domain/i18n/catalogue';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { bookingRequestTexts } from '#app/domain/booking/texts/booking-request';
import { rentalTexts } from '#app/domain/listings/texts/rental';
import { rentalsTexts } from '#app/domain/listings/texts/rentals';
import { expect, go, javaScriptEnabled, test, waitForHydration } from './helpers';

/**
 * The rentals in French (issue 14): the list and its filters, a villa's page with its calendar and quote,
 * the booking request form with its validation, and the receipt it lands on — all under /fr, in French,
 * with JavaScript and without.
 */

/** Case Corail (demo): 3 nights minimum, up to 4 guests, Saint-Barthélemy, no arrival-day rule. */
const CORAIL = '/rentals/7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d02';

/** Ten nights, clear of the other journeys' dates (bookings.spec.ts books 150–180 days ahead). */
function stay(): { checkIn: CalendarDate; checkOut: CalendarDate } {
  const checkIn = addDays(islandToday(), javaScriptEnabled() ? 240 : 260);
  return { checkIn, checkOut: addDays(checkIn, 10) };
}

/**
 * The English interface texts of these pages (the catalogue's strings that French writes otherwise), long
 * enough not to turn up inside the villas' own English descriptions.
 */
const ENGLISH = [bookingTexts, bookingRequestTexts, rentalTexts, rentalsTexts].flatMap((catalogue) =>
  Object.entries(catalogue.en as Texts)
    .filter(([key, text]) => typeof text === 'string' && text !== (catalogue.fr as Texts)[key] && text.length >= 9)
    .map(([, text]) => text as string),
);

async function expectNoEnglish(page: Page) {
  const text = await page.locator('main').innerText();
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
}

test('the rentals list in French: filters, counts, cards and their links', async ({ page }) => {
  await go(page, '/fr/rentals');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/^Locations de vacances \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Villas à louer');
  const search = page.getByRole('search', { name: 'Filtrer les locations' });
  for (const label of ['Arrivée', 'Départ', 'Prix par nuit', 'Île', 'Chambres', 'Voyageurs', 'Séjour minimum']) {
    await expect(search.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(search.getByLabel('Séjour minimum', { exact: true }).locator('option').nth(2)).toHaveText(
    'Jusqu’à 2 nuits',
  );
  await expect(page.getByRole('status').first()).toHaveText(/^\d+ locations?/);
  const card = page.locator('main article').first();
  await expect(card).toContainText('/ nuit');
  await expect(card).toContainText(/chambres? · .* · jusqu’à \d+ voyageurs? · \d+ nuits? min\./);
  expect(await card.getByRole('link').getAttribute('href')).toMatch(/^\/fr\/rentals\//);
  await expectNoEnglish(page);

  // Filtering stays in French.
  const url = page.url();
  await search.getByLabel('Île', { exact: true }).selectOption('Saint Barthélemy');
  if (!javaScriptEnabled()) await search.getByRole('button', { name: 'Appliquer' }).click();
  await page.waitForURL((next) => next.toString() !== url);
  expect(new URL(page.url()).pathname).toBe('/fr/rentals');
  expect(new URL(page.url()).searchParams.get('island')).toBe('Saint Barthélemy');

  // Dates: the count says for when, the cards give the stay's total.
  const { checkIn } = stay();
  const checkOut = addDays(checkIn, 7);
  await go(page, `/fr/rentals?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await expect(page.getByRole('status').first()).toContainText(/^\d+ locations? disponibles? du .+ au .+/);
  await expect(page.locator('main article').first()).toContainText('pour 7 nuits, taxes comprises');
  await expectNoEnglish(page);

  // Dates in the past are refused in French, and nothing matches a search that can't match.
  await go(page, `/fr/rentals?checkIn=2020-01-01&checkOut=2020-01-08`);
  await expect(page.getByRole('alert').filter({ hasText: 'L’arrivée ne peut pas être dans le passé.' })).toBeVisible();
  await go(page, '/fr/rentals?bedrooms=5&guests=10&price=0-500');
  await expect(page.getByRole('heading', { name: 'Aucune location trouvée' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Effacer les filtres' }).first()).toHaveAttribute('href', '/fr/rentals');
});

test('a villa in French: facts, calendar, quote; the request form refuses in French, then lands on the French receipt', async ({
  page,
}) => {
  const { checkIn, checkOut } = stay();
  await go(page, `/fr${CORAIL}?month=${checkIn.slice(0, 7)}&guests=2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/^Case Corail, Grand Cul-de-Sac — .+ la nuit \|/);
  await expect(page.getByRole('link', { name: '← Retour aux locations' })).toHaveAttribute('href', '/fr/rentals');
  const facts = page.locator('main dl').first();
  for (const label of ['Par nuit', 'Chambres', 'Salles de bains', 'Surface', 'Voyageurs max.', 'Séjour minimum']) {
    await expect(facts.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(facts).toContainText('3 nuits');

  // The calendar: French month and weekdays, states in words, day links named in French.
  const calendar = page.locator('#availability');
  await expect(calendar.getByRole('heading', { name: 'Disponibilités' })).toBeVisible();
  const month = formatCalendarDate(checkIn, 'month', 'fr');
  await expect(calendar.locator('caption').first()).toHaveText(month.charAt(0).toUpperCase() + month.slice(1));
  await expect(calendar.locator('thead abbr').first()).toHaveText('lun.');
  await expect(calendar.locator('thead abbr').first()).toHaveAttribute('title', 'lundi');
  await expect(calendar.getByRole('list', { name: 'Légende' })).toContainText('Libre');
  await expect(calendar.getByRole('link', { name: 'Mois suivant →' })).toHaveAttribute('href', /^\/fr\/rentals\//);
  const dayLink = calendar.getByRole('link', {
    name: new RegExp(
      `— ${formatCalendarDate(checkIn, 'long', 'fr')}, libre, .+ la nuit, .*\\d+ nuits minimum\\s: choisir comme jour d’arrivée$`,
    ),
  });
  await expect(dayLink).toHaveAttribute('href', new RegExp(`^/fr/rentals/.*checkIn=${checkIn}`));

  // The booking box: the dates, then the quote in French.
  const box = page.locator('#booking');
  await box.getByLabel('Arrivée').fill(checkIn);
  await box.getByLabel('Départ').fill(checkOut);
  // Without JavaScript the button asks for the dates; with it the box answers by itself.
  if (!javaScriptEnabled()) await box.getByRole('button', { name: 'Vérifier les disponibilités' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/rentals/.*checkOut=${checkOut}`));
  await expect(box.getByText('Disponible à vos dates')).toBeVisible();
  await expect(box.getByText(/^10 nuits × [\d\s]+(€|\$US)$/).first()).toBeVisible();
  await expect(box.getByText(/^Taxe de séjour de Saint-Barthélemy \(5\s%\)$/)).toBeVisible();
  await expect(box.getByText(/^Acompte \(30\s%\) à la confirmation$/)).toBeVisible();
  const due = formatCalendarDate(addDays(checkIn, -60), 'long', 'fr');
  await expect(box.getByText(`Solde (70\u202f%) au plus tard le ${due}`)).toBeVisible();
  await expect(box.getByText(/^Rien ne vous est encore facturé\. Séjour minimum\s: 3 nuits$/)).toBeVisible();
  await expectNoEnglish(page);

  // The request form, in French.
  await box.getByRole('button', { name: 'Demander à réserver' }).click();
  await expect(page).toHaveURL(/\/fr\/rentals\/[^/]+\/request\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Demande de réservation — Case Corail, Grand Cul-de-Sac',
  );
  if (javaScriptEnabled()) await waitForHydration(page);
  await expect(page.getByRole('group', { name: 'Vos coordonnées' })).toBeVisible();
  await expectNoEnglish(page);

  // A mistake is refused in French: by the browser with JavaScript, by the server without.
  await page.getByLabel('Chef à domicile').check();
  await page.getByLabel('Nom complet').fill('Grâce Invitée');
  await page.getByLabel('Adresse e-mail').fill('grace.invitee@example');
  await page.getByRole('button', { name: 'Envoyer la demande de réservation' }).click();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide').first()).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/rentals\/[^/]+\/request/);

  await page.getByLabel('Adresse e-mail').fill('grace.invitee@example.com');
  if (!javaScriptEnabled()) await expect(page.getByLabel('Chef à domicile')).toBeChecked();
  await page.getByRole('button', { name: 'Envoyer la demande de réservation' }).click();

  // The receipt, in French.
  await expect(page.getByRole('heading', { name: 'Demande de réservation envoyée' })).toBeVisible();
  // Behind its private link: a 256-bit token, not the stay's id (docs/decisions/019-private-links.md).
  expect(new URL(page.url()).pathname).toMatch(/^\/fr\/rentals\/[^/]+\/requests\/[A-Za-z0-9_-]{43}$/);
  await expect(page.locator('main')).toContainText(/Votre demande IE-[0-9A-F]{8} est bien parvenue/);
  await expect(page.locator('main')).toContainText('10 nuits · 2 voyageurs');
  await expect(page.locator('main')).toContainText('Chef à domicile');
  await expect(page.getByRole('heading', { name: 'Et ensuite\u00a0?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à la villa' })).toHaveAttribute('href', `/fr${CORAIL}`);
  await expectNoEnglish(page);
});

test('a villa that does not exist, in French', async ({ page }) => {
  const response = await page.goto('/fr/rentals/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location introuvable');
  await expect(page.getByText('La location que vous cherchez n’existe pas ou a été retirée.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux locations' })).toHaveAttribute('href', '/fr/rentals');
});
