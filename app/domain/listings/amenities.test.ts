import { describe, expect, it } from 'vitest';
import { AMENITIES, amenitySuggestions, amenityLabel, localizeAmenities, type Amenity } from './amenities';

const entries = Object.entries(AMENITIES as Record<string, Amenity>);

describe('the amenities vocabulary', () => {
  it('has one entry per English name (its key is the name in kebab case)', () => {
    const names = entries.flatMap(([, a]) => [a.en, ...(a.also ?? [])].map((n) => n.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
    for (const [key, amenity] of entries) {
      expect(key).toBe(
        amenity.en
          .toLowerCase()
          .replaceAll('’', '')
          .replace(/[^a-z0-9]+/g, '-'),
      );
    }
  });

  it('is written in careful French: typographic apostrophes, accents, no untranslated names but loanwords', () => {
    const same = entries.filter(([, a]) => a.fr === a.en).map(([key]) => key);
    expect(same.sort()).toEqual(['barbecue', 'jacuzzi', 'kayaks', 'parking', 'pergola', 'sauna', 'wi-fi']);
    for (const [, amenity] of entries) {
      expect(amenity.fr).not.toMatch(/'/);
      expect(amenity.en).not.toMatch(/'/);
      expect(amenity.fr).toBe(amenity.fr.trim());
    }
    expect(AMENITIES['ocean-views'].fr).toBe('Vue sur l’océan');
    expect(AMENITIES['air-conditioning'].fr).toBe('Climatisation');
  });

  it('shows the French of a known amenity on a French page, whatever its case or spacing', () => {
    expect(amenityLabel('Private pool', 'fr')).toEqual({ text: 'Piscine privée', lang: 'fr' });
    expect(amenityLabel('  private   POOL ', 'fr')).toEqual({ text: 'Piscine privée', lang: 'fr' });
    expect(amenityLabel('Ocean view', 'fr')).toEqual({ text: 'Vue sur l’océan', lang: 'fr' });
    expect(amenityLabel("Chef's kitchen", 'fr')).toEqual({ text: 'Cuisine de chef', lang: 'fr' });
  });

  it('shows free text as typed, as English; English pages show what staff typed', () => {
    expect(amenityLabel('Helicopter on call', 'fr')).toEqual({ text: 'Helicopter on call', lang: 'en' });
    expect(amenityLabel('private pool', 'en')).toEqual({ text: 'private pool', lang: 'en' });
    expect(localizeAmenities(['Gym', 'Helicopter on call'], 'fr')).toEqual([
      { text: 'Salle de sport' },
      { text: 'Helicopter on call', lang: 'en' },
    ]);
    expect(localizeAmenities(['Gym'], 'en')).toEqual([{ text: 'Gym' }]);
  });

  it('suggests every entry, in alphabetical order', () => {
    expect(amenitySuggestions()).toHaveLength(entries.length);
    const names = amenitySuggestions().map((a) => a.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
