import { describe, expect, it } from 'vitest';
import { formatInternationalPhone, telHref, toDialable, toWhatsAppNumber, whatsappHref, whatsappShareHref, withoutWhatsAppFormatting, linkForWhatsApp } from './phone-links.ts';

// The API returns every phone in its stored form, international digits (967777123456).
describe('phone links of stored numbers', () => {
  it('dials with a plus, so a call connects from Saudi Arabia as from Sana’a', () => {
    expect(toDialable('967777123456')).toBe('+967777123456');
    expect(toDialable('9671234567')).toBe('+9671234567');
    expect(toDialable('+967 777 000 111')).toBe('+967777000111');
    expect(toDialable('966551234567')).toBe('+966551234567');
    expect(toDialable('')).toBe('');
  });

  it('gives a number still written the local Yemeni way its country code', () => {
    expect(telHref('777100200')).toBe('tel:+967777100200');
    expect(telHref('0777100200')).toBe('tel:+967777100200');
    expect(telHref('01234567')).toBe('tel:+9671234567');
    expect(telHref('٧٧٧١٠٠٢٠٠')).toBe('tel:+967777100200');
    expect(whatsappHref('777100200')).toBe('https://wa.me/967777100200');
  });

  it('gives wa.me the international digits', () => {
    expect(toWhatsAppNumber('967777123456')).toBe('967777123456');
    expect(toWhatsAppNumber('966551234567')).toBe('966551234567');
    expect(toWhatsAppNumber('+967 777 123 456')).toBe('967777123456');
    expect(toWhatsAppNumber('١٢-٣٤')).toBeNull();
  });

  it('prefills a WhatsApp message with spaces WhatsApp shows as spaces', () => {
    const href = whatsappHref('967777123456', 'مرحباً، هل ما زال متوفراً؟ https://example.ye/product/1');
    expect(href).toBe(`https://wa.me/967777123456?text=${encodeURIComponent('مرحباً، هل ما زال متوفراً؟ https://example.ye/product/1')}`);
    expect(href).not.toContain('+');
    expect(whatsappShareHref('a b')).toBe('https://wa.me/?text=a%20b');
  });

  it('shows a stored number with its plus', () => {
    expect(formatInternationalPhone('967771000001')).toBe('+967771000001');
    expect(formatInternationalPhone('+967771000001')).toBe('+967771000001');
  });

  it('drops the characters WhatsApp reads as formatting from text put in a message', () => {
    expect(withoutWhatsAppFormatting('Panel_550W *mono* ~used~ `PERC`')).toBe('Panel 550W mono used PERC');
    expect(withoutWhatsAppFormatting('بطارية ليثيوم 200 أمبير')).toBe('بطارية ليثيوم 200 أمبير');
  });

  it('percent-encodes the formatting markers of a link, which the server reads back as the same characters', () => {
    expect(linkForWhatsApp('https://solar.example/p/ab_cd-E_f?lang=en')).toBe('https://solar.example/p/ab%5Fcd-E%5Ff?lang=en');
    expect(decodeURIComponent(linkForWhatsApp('https://x.test/a*b~c`d'))).toBe('https://x.test/a*b~c`d');
    expect(linkForWhatsApp('https://x.test/c/q315.5')).toBe('https://x.test/c/q315.5');
  });
});
