import { describe, expect, it } from 'vitest';
import { alertMail, confirmationMail, unsubscribeHeaders } from './mail';
import { describeSavedSearch } from './describe';
import { alertTexts } from './texts/alerts';
import { alertFormEnglish } from './texts/en/alert-form';
import { alertFormFrench } from './texts/fr/alert-form';

const SITE = 'https://islandestates.example';
const TOKEN = 'T'.repeat(43);
const search = {
  kind: 'property' as const,
  filters: { island: 'Saint Barthélemy' as const, price: '1000000-5000000' },
  locale: 'en' as const,
};

describe('the alert e-mail', () => {
  const listings = [
    {
      id: 'p1',
      title: 'Villa Lune',
      reason: 'new' as const,
      price: 3_200_000,
      previousPrice: null,
      currency: 'USD' as const,
    },
    {
      id: 'p2',
      title: 'Villa Soleil',
      reason: 'price-drop' as const,
      price: 4_500_000,
      previousPrice: 6_000_000,
      currency: 'EUR' as const,
    },
  ];

  it('carries RFC 8058 one-click unsubscribe headers with an https address', () => {
    const mail = alertMail(search, listings, 30, SITE, TOKEN, 'Island Estates');
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<${SITE}/alerts/${TOKEN}/unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribeHeaders(SITE, TOKEN)['List-Unsubscribe']).toBe(`<${SITE}/alerts/${TOKEN}/unsubscribe>`);
  });

  it('lists each listing with its mark and its price in its own currency, a link to all matches and to manage', () => {
    const mail = alertMail(search, listings, 30, SITE, TOKEN, 'Island Estates');
    expect(mail.subject).toBe('2 listings for your search — Island Estates');
    expect(mail.text).toContain('New: Villa Lune — $3,200,000\nhttps://islandestates.example/properties/p1');
    expect(mail.text).toContain('Price drop (was €6,000,000): Villa Soleil — €4,500,000');
    expect(mail.text).toContain(
      `See all 30 matches:\n${SITE}/properties?island=Saint+Barth%C3%A9lemy&price=1000000-5000000`,
    );
    expect(mail.text).toContain(`${SITE}/alerts/${TOKEN}`);
  });

  it('is in the search’s language, the links under /fr, the nightly rate said so', () => {
    const mail = alertMail(
      { kind: 'rental', filters: {}, locale: 'fr' },
      [{ ...listings[0]!, price: 1500 }],
      1,
      SITE,
      TOKEN,
      'Island Estates',
    );
    expect(mail.subject).toBe('1 annonce pour votre recherche — Island Estates');
    expect(mail.text).toMatch(/Nouveau : Villa Lune|Nouveau: Villa Lune/);
    expect(mail.text).toContain('la nuit');
    expect(mail.text).toContain(`${SITE}/fr/rentals/p1`);
    expect(mail.text).toContain(`${SITE}/fr/alerts/${TOKEN}`);
  });
});

describe('the confirmation e-mail', () => {
  it('links to the search’s page (where a button confirms) and says nothing more is sent without it', () => {
    const mail = confirmationMail(search, SITE, TOKEN, 'Island Estates');
    expect(mail.text).toContain(`${SITE}/alerts/${TOKEN}`);
    expect(mail.text).toContain(describeSavedSearch(search.kind, search.filters, 'en'));
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  });
});

describe('texts', () => {
  it('have the same keys in English and French', () => {
    expect(Object.keys(alertTexts.fr).sort()).toEqual(Object.keys(alertTexts.en).sort());
    expect(Object.keys(alertFormFrench).sort()).toEqual(Object.keys(alertFormEnglish).sort());
    for (const locale of ['en', 'fr'] as const)
      for (const value of Object.values(alertTexts[locale])) expect(value).toBeTruthy();
  });
  it('say a search in words in both languages', () => {
    const filters = { island: 'Sint Maarten' as const, bedrooms: 3, guests: 6, price: '1000-' };
    expect(describeSavedSearch('rental', filters, 'en')).toBe(
      'Villas for rent · on Sint Maarten · from $1,000 a night · 3+ bedrooms · for 6 guests or more',
    );
    expect(describeSavedSearch('rental', filters, 'fr')).toMatch(
      /^Villas à louer · à Sint Maarten · à partir de 1\s000\s\$US la nuit · 3 chambres ou plus · pour 6 personnes ou plus$/,
    );
    expect(describeSavedSearch('property', {}, 'fr')).toBe('Tous les biens à vendre');
  });
});
