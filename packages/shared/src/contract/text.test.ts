import { describe, expect, it } from 'vitest';
import { cleanMultiLine, cleanSingleLine, multiLineText, singleLineText, stripInvisible } from './text.ts';

const name = singleLineText({ min: 2, max: 50, required: 'auth:errors.nameRequired', tooShort: 'auth:errors.nameTooShort' });
const description = multiLineText({ min: 1, max: 3000, required: 'selling:errors.descriptionRequired' });
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('invisible characters', () => {
  it('strips a right-to-left override from a product name', () => {
    expect(name.parse('لوح شمسي \u202Egpj.exe')).toBe('لوح شمسي gpj.exe');
  });

  it.each([
    ['bidi embeddings, overrides and isolates', 'a\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069b', 'ab'],
    ['direction marks', 'a\u200E\u200F\u061Cb', 'ab'],
    ['zero-width space, word joiner, BOM, soft hyphen', '\uFEFFa\u200B\u2060\u00ADb', 'ab'],
    ['invisible operators', 'a\u2061\u2062\u2063\u2064b', 'ab'],
    ['Hangul fillers and the Braille blank', 'a\u115F\u1160\u3164\uFFA0\u2800b', 'ab'],
    ['the combining grapheme joiner and Khmer inherent vowels', 'a\u034F\u17B4\u17B5b', 'ab'],
    ['tag characters', 'a\u{E0041}\u{E007F}b', 'ab'],
    ['a variation selector with nothing to select', '\uFE0Fa \uFE0Fb', 'a b'],
    ['a joiner between Latin letters (it only hides a difference)', 'A\u200Cl\u200Di', 'Ali'],
    ['a joiner at an edge or next to a space', '\u200Cعلي \u200Dسالم\u200C', 'علي سالم'],
  ])('strips %s', (_label, input, expected) => {
    expect(cleanSingleLine(input)).toBe(expected);
  });

  it('keeps ZWNJ between Persian letters', () => {
    expect(name.parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(stripInvisible('نامه\u200Cها')).toBe('نامه\u200Cها');
  });

  it('keeps the joiners of emoji sequences and the selector of an emoji', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const technologist = '\u{1F9D1}\u{1F3FD}\u200D\u{1F4BB}';
    const rainbowFlag = '\u{1F3F3}\uFE0F\u200D\u{1F308}';
    expect(name.parse(`سارة ${family} ${technologist} ${rainbowFlag} ☀\uFE0F`)).toBe(`سارة ${family} ${technologist} ${rainbowFlag} ☀\uFE0F`);
  });

  it('leaves ordinary Arabic with diacritics and tatweel as typed (search folding is not done here)', () => {
    const text = 'مُهَنْدِس طاقة شمســية أحمد';
    expect(name.parse(text)).toBe(text);
    expect(description.parse(text)).toBe(text);
  });

  it('composes to NFC', () => {
    expect(cleanSingleLine('ا\u0654حمد')).toBe('أحمد');
    expect(cleanSingleLine('Jose\u0301')).toBe('José');
  });
});

describe('a one-line field', () => {
  it('turns line breaks, tabs and other spaces into one space and trims', () => {
    expect(name.parse('Ali\nSaleh')).toBe('Ali Saleh');
    expect(name.parse(' \tAli\r\n\u00A0 \u3000Saleh\u2028 ')).toBe('Ali Saleh');
  });

  it('refuses a name made only of invisible characters as required', () => {
    expect(messages(name.safeParse('\u200B\u3164\u115F'))).toEqual(['auth:errors.nameRequired', 'auth:errors.nameTooShort']);
    expect(messages(name.safeParse(' \u3164 \u200B '))?.[0]).toBe('auth:errors.nameRequired');
  });

  it('counts the length after cleaning', () => {
    expect(messages(name.safeParse('ع\u200B\u200B\u200B'))).toEqual(['auth:errors.nameTooShort']);
    expect(name.safeParse(`${'ا'.repeat(50)}${'\u200B'.repeat(20)}`).success).toBe(true);
  });

  it.each([
    ['a bell', 'a\u0007b'],
    ['NUL', 'a\u0000b'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
    ['half a surrogate pair', 'a\uD800b'],
  ])('refuses %s with the invalid-characters key', (_label, input) => {
    expect(messages(name.safeParse(input))).toEqual(['errors:field.invalidCharacters']);
  });

  it('names the field’s own key when it gives one', () => {
    const schema = singleLineText({ max: 10, invalidCharacters: 'auth:errors.nameInvalid' });
    expect(messages(schema.safeParse('a\u0000'))).toEqual(['auth:errors.nameInvalid']);
  });

  it('accepts an empty text when no minimum is set, and refuses other types', () => {
    const optional = singleLineText({ max: 10 });
    expect(optional.parse(' \u200B ')).toBe('');
    expect(messages(optional.safeParse(42))).toEqual(['errors:field.invalidType']);
  });
});

describe('a multi-line field', () => {
  it('keeps line breaks, as \\n', () => {
    expect(description.parse('Line one\r\nLine two\rLine three\n\nLast')).toBe('Line one\nLine two\nLine three\n\nLast');
  });

  it('turns tabs into spaces, drops spaces at line ends and keeps at most one blank line', () => {
    expect(cleanMultiLine('  - a\tb   \n\n \n\n\n- c\u2029d\u202E  ')).toBe('- a b\n\n- c\nd');
  });

  it('refuses a description of line breaks and invisible characters as required', () => {
    expect(messages(description.safeParse('\n \u200B\r\n\t\u3164\n'))).toEqual(['selling:errors.descriptionRequired']);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', 'a\u001B[31mb'],
  ])('refuses %s', (_label, input) => {
    expect(messages(description.safeParse(input))).toEqual(['errors:field.invalidCharacters']);
  });
});
