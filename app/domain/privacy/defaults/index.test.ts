import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '#app/domain/constants';
import { defaultLegalTexts, legalPageBody, storedLegalBody } from './index';

describe('the privacy and legal notices’ texts', () => {
  it('shows the owners’ text, else the built-in one of the page’s language', () => {
    expect(legalPageBody('privacy', 'fr', null)).toBe(defaultLegalTexts.privacy.fr);
    expect(legalPageBody('legal', 'en', { body_en: '  ', body_fr: 'Mentions.' })).toBe(defaultLegalTexts.legal.en);
    expect(legalPageBody('legal', 'fr', { body_en: '', body_fr: 'Mentions.' })).toBe('Mentions.');
  });

  it('stores the built-in text saved unchanged as empty, whatever the line endings', () => {
    expect(storedLegalBody('privacy', 'en', defaultLegalTexts.privacy.en.replaceAll('\n', '\r\n'))).toBe('');
    expect(storedLegalBody('privacy', 'en', 'Ours.\r\nLine two. ')).toBe('Ours.\nLine two.');
  });

  it('covers what the law asks, in both languages, with the agency’s contact', () => {
    const privacy = defaultLegalTexts.privacy;
    for (const section of ['What we keep', 'Why we keep it', 'How long', 'Who receives it', 'Your rights', 'Cookies']) {
      expect(privacy.en).toContain(`## ${section}`);
    }
    for (const section of [
      'Ce que nous conservons',
      'Pourquoi',
      'Combien de temps',
      'Qui les reçoit',
      'Vos droits',
      'Cookies',
    ]) {
      expect(privacy.fr).toContain(`## ${section}`);
    }
    for (const text of [privacy.en, privacy.fr]) {
      expect(text).toContain(CONTACT_EMAIL);
      expect(text).toContain('CNIL');
    }
    for (const section of ['Publisher', 'Director of publication', 'Host', 'Contact']) {
      expect(defaultLegalTexts.legal.en).toContain(`## ${section}`);
    }
    for (const section of ['Éditeur', 'Directeur de la publication', 'Hébergement', 'Contact']) {
      expect(defaultLegalTexts.legal.fr).toContain(`## ${section}`);
    }
  });
});
