import { describe, expect, it } from 'vitest';
import { normaliseWhatsappNumber, whatsappChatUrl, whatsappSettingsSchema } from './whatsapp';

describe('WhatsApp number', () => {
  it('keeps the digits of an international number, whatever staff typed around them', () => {
    expect(normaliseWhatsappNumber('+590 590 00 00 00')).toBe('590590000000');
    expect(normaliseWhatsappNumber('00590 (590) 12-34-56')).toBe('590590123456');
    expect(normaliseWhatsappNumber('  ')).toBe('');
  });

  it('refuses what is no number', () => {
    expect(normaliseWhatsappNumber('call us')).toBeNull();
    expect(normaliseWhatsappNumber('+12')).toBeNull();
    expect(normaliseWhatsappNumber('+0590590000000')).toBeNull();
    expect(normaliseWhatsappNumber('+1234567890123456')).toBeNull();
  });

  it('validates the settings form with a message next to the field', () => {
    expect(whatsappSettingsSchema.safeParse({ whatsappNumber: '+1 721 555 0100' })).toMatchObject({
      success: true,
      data: { whatsappNumber: '17215550100' },
    });
    const refused = whatsappSettingsSchema.safeParse({ whatsappNumber: 'none' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['whatsappNumber']);
  });
});

describe('the chat address', () => {
  it('names the listing in the page language', () => {
    const listing = { title: 'Villa Azur & Mer', url: 'https://example.test/fr/properties/1' };
    const fr = new URL(whatsappChatUrl('590590000000', 'fr', listing));
    expect(fr.origin + fr.pathname).toBe('https://wa.me/590590000000');
    expect(fr.searchParams.get('text')).toBe(
      'Bonjour, je souhaiterais en savoir plus sur Villa Azur & Mer (https://example.test/fr/properties/1).',
    );
    const en = new URL(whatsappChatUrl('590590000000', 'en', listing));
    expect(en.searchParams.get('text')).toContain('I would like to know more about Villa Azur & Mer');
  });
});
