import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './latin-digits.ts';
import { parsePhone, repairDoubledCallingCode } from './phone.ts';

describe('parsePhone', () => {
  // The notations people type for one Yemeni mobile; none may gain or lose a digit.
  it.each([
    '+967777123456',
    '00967777123456',
    '967777123456',
    '967 777 123 456',
    '(+967) 777 123 456',
    '(00967) 777 123 456',
    '+967 (777) 123-456',
    '+967-777-123-456',
    '+967.777.123.456',
    '+967 0777123456',
    '9670777123456',
    '0777123456',
    '0777 123 456',
    '777123456',
    '777 123 456',
    '777-123-456',
    '(777) 123 456',
    '٧٧٧١٢٣٤٥٦',
    '۷۷۷۱۲۳۴۵۶',
    '٠٧٧٧١٢٣٤٥٦',
    '+٩٦٧٧٧٧١٢٣٤٥٦',
    '٠٠٩٦٧ ٧٧٧ ١٢٣ ٤٥٦',
    ' 777123456 ',
    '\u202a+967 777 123 456\u202c',
    '+967\u00a0777\u00a0123\u00a0456',
  ])('reads %j as 967777123456', (typed) => {
    expect(parsePhone(typed)).toEqual({
      e164Digits: '967777123456',
      e164: '+967777123456',
      national: '0777 123 456',
      international: '+967 777 123 456',
      country: 'YE',
    });
  });

  it.each([
    ['01234567', '9671234567'],
    ['1234567', '9671234567'],
    ['+967 1 234 567', '9671234567'],
    ['02234781', '9672234781'],
    ['733200300', '967733200300'],
    ['711300400', '967711300400'],
    ['770400500', '967770400500'],
  ])('reads the Yemeni number %j as %s', (typed, stored) => {
    expect(parsePhone(typed)?.e164Digits).toBe(stored);
  });

  it.each([
    ['+966 55 123 4567', '966551234567', 'SA'],
    ['00966551234567', '966551234567', 'SA'],
    ['966551234567', '966551234567', 'SA'],
    ['+966 0551234567', '966551234567', 'SA'],
    ['00201001234567', '201001234567', 'EG'],
    ['201001234567', '201001234567', 'EG'],
    ['+971 50 123 4567', '971501234567', 'AE'],
  ])('reads the foreign number %j as %s, whatever the default country', (typed, stored, country) => {
    expect(parsePhone(typed)).toMatchObject({ e164Digits: stored, e164: `+${stored}`, country });
  });

  it('reads a local number in the country it was typed for', () => {
    expect(parsePhone('0551234567', 'SA')?.e164Digits).toBe('966551234567');
    expect(parsePhone('055 123 4567', 'SA')?.international).toBe('+966 55 123 4567');
    // A number that carries its own country code keeps it, whichever country was chosen.
    expect(parsePhone('967777123456', 'SA')?.e164Digits).toBe('967777123456');
    expect(parsePhone('+967777123456', 'SA')?.e164Digits).toBe('967777123456');
    expect(parsePhone('00967777123456', 'US')?.e164Digits).toBe('967777123456');
  });

  it('reads every stored form back as itself', () => {
    for (const stored of ['967777123456', '9671234567', '966551234567', '201001234567', '971501234567']) {
      expect(parsePhone(stored)?.e164Digits).toBe(stored);
    }
  });

  it.each([
    ['garbage', 'letters'],
    ['', 'nothing'],
    ['   ', 'spaces'],
    ['77712', 'too short'],
    ['777 123 4567', 'a digit too many'],
    ['7771234567890123', 'too long'],
    ['967967777123456', 'the country code twice'],
    ['+967967777123456', 'the country code twice, with +'],
    ['00967967777123456', 'the country code twice, with 00'],
    ['777123456abc', 'trailing letters'],
    ['call 777123456', 'a number inside a sentence'],
    ['777+123456', 'a plus inside the number'],
    ['++967777123456', 'two pluses'],
    ['+0777123456', 'no country code after the plus'],
    ['1'.repeat(40), 'a very long input'],
  ])('refuses %j (%s)', (typed) => {
    expect(parsePhone(typed)).toBeNull();
  });
});

describe('repairDoubledCallingCode', () => {
  it.each([
    ['967967777123456', '967777123456'],
    ['967967733200300', '967733200300'],
    ['966966551234567', '966551234567'],
    ['967966551234567', '966551234567'],
  ])('repairs %s, stored by the old sign-up form, as %s', (stored, repaired) => {
    expect(repairDoubledCallingCode(stored)?.e164Digits).toBe(repaired);
  });

  it.each(['967777123456', '966551234567', '12345', '966967777123456'])('leaves %s alone', (stored) => {
    expect(repairDoubledCallingCode(stored)).toBeNull();
  });
});

describe('toLatinDigits', () => {
  it('reads Arabic-Indic and Persian digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });
});
