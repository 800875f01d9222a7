import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdInputSchema } from './admin-directory.ts';
import { AdminSettingsSchema } from './admin.ts';
import { NewPasswordSchema, PASSWORD_RULES } from './auth.ts';
import { PhoneSchema } from './phone.ts';
import { JoinRequestBodySchema } from './directory.ts';
import { ListingPhoneSchema, WhatsappSchema } from './selling.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('NewPasswordSchema', () => {
  it.each([
    'Sunny#2024Qw',
    'Sunny 2024 Qw',
    'كلمةSunny1!',
    'Sunny^2024',
    'Sunny~2024',
    'Sunny-2024',
    'Sunny_2024',
    'Sunny.2024',
    'Sunny,2024',
    'Test@1234',
    'Éclair9🌞',
  ])('accepts %j', (password) => {
    expect(NewPasswordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['Sunny2024Qw', 'special'],
    ['كلمةSunny1', 'special'],
    ['sunny#2024', 'uppercase'],
    ['SUNNY#2024', 'lowercase'],
    ['Sunny#Qwer', 'digit'],
    ['Su#1', 'length'],
    // Arabic letters have no case: they cannot stand for the upper- and lower-case letters.
    ['كلمةسر1!', 'uppercase'],
  ] as const)('refuses %j, which lacks the %s rule', (password, rule) => {
    expect(PASSWORD_RULES[rule](password)).toBe(false);
    expect(messageOf(NewPasswordSchema.safeParse(password))).toBe('auth:errors.passwordWeak');
  });

  it('counts an Arabic letter as a letter, not as a symbol', () => {
    expect(PASSWORD_RULES.special('كلمة')).toBe(false);
    expect(PASSWORD_RULES.special('كَلِمة')).toBe(false);
    expect(PASSWORD_RULES.length('كلمةسر')).toBe(true);
  });
});

describe('phone fields', () => {
  it.each(['+967777123456', '967 777 123 456', '(+967) 777 123 456', '٧٧٧١٢٣٤٥٦', '0777123456'])('store %j as 967777123456', (typed) => {
    expect(PhoneSchema.parse(typed)).toBe('967777123456');
    expect(ListingPhoneSchema.parse(typed)).toBe('967777123456');
    expect(WhatsappSchema.parse(typed)).toBe('967777123456');
    expect(JoinRequestBodySchema.shape.phoneNumber.parse(typed)).toBe('967777123456');
  });

  it.each(['967967777123456', '77712', 'call me', '+96777'])('refuse %j with the field’s message', (typed) => {
    expect(messageOf(PhoneSchema.safeParse(typed))).toBe('auth:errors.phoneInvalid');
    expect(messageOf(ListingPhoneSchema.safeParse(typed))).toBe('selling:errors.phoneInvalid');
    expect(messageOf(WhatsappSchema.safeParse(typed))).toBe('selling:errors.whatsappInvalid');
    expect(messageOf(AdInputSchema.shape.phone.safeParse(typed))).toBe('auth:errors.phoneInvalid');
  });

  it('asks for a required phone and leaves an optional one empty', () => {
    expect(messageOf(PhoneSchema.safeParse('  '))).toBe('auth:errors.phoneRequired');
    expect(messageOf(ListingPhoneSchema.safeParse(''))).toBe('selling:errors.phoneRequired');
    for (const empty of ['', '  ', null, undefined]) {
      expect(WhatsappSchema.parse(empty)).toBeNull();
      expect(AdInputSchema.shape.phone.parse(empty)).toBeNull();
    }
  });

  it('keeps the support phone in the grouped form the header shows', () => {
    const contact = (phone: string) => AdminSettingsSchema.shape.contact.parse({ phone, email: 'help@example.test' }).phone;
    expect(contact('0777000111')).toBe('+967 777 000 111');
    expect(contact('+967 1 234 567')).toBe('+967 1 234 567');
    // The same schema describes the settings the API answers with: a stored phone encodes as it is.
    expect(z.encode(AdminSettingsSchema.shape.contact, { phone: '+967 777 000 111', email: 'help@example.test', whatsapp: null })).toEqual({ phone: '+967 777 000 111', email: 'help@example.test', whatsapp: null });
  });

  it('keeps the support WhatsApp optional, grouped like the phone, and encodes it as stored', () => {
    const whatsapp = (value?: string | null) => AdminSettingsSchema.shape.contact.parse({ phone: '+967 1 234 567', email: 'help@example.test', whatsapp: value }).whatsapp;
    expect(whatsapp('0777000111')).toBe('+967 777 000 111');
    expect([whatsapp(''), whatsapp('  '), whatsapp(null), whatsapp(undefined)]).toEqual([null, null, null, null]);
    expect(AdminSettingsSchema.shape.contact.safeParse({ phone: '+967 1 234 567', email: 'help@example.test', whatsapp: '12' }).success).toBe(false);
    expect(z.encode(AdminSettingsSchema.shape.contact, { phone: '+967 1 234 567', email: 'help@example.test', whatsapp: '+967 777 000 111' }).whatsapp).toBe('+967 777 000 111');
  });
});
