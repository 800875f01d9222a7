import { z } from 'zod';

// What people type into the product's free-text fields, cleaned the same way in the browser and on the
// server (docs/decisions/006-text-input.md). Invisible characters let one text display as another
// (U+202E turns «gpj.exe» into «exe.jpg») or make a name that shows nothing; control characters break
// rendering, logs and PostgreSQL, which cannot store U+0000 in text at all.

/** The generic message of a field that holds a character no text may keep (a control character). */
export const INVALID_CHARACTERS_MESSAGE = 'errors:field.invalidCharacters';

// Format characters (bidi embeddings, overrides, isolates and marks, zero-width space, word joiner, BOM,
// soft hyphen, invisible operators, tag characters…) and the blank letters used for invisible names:
// Hangul fillers, the Braille blank, the combining grapheme joiner and Khmer's inherent vowels.
// The combining ones sit outside the class: inside it they would read as joined to their neighbour.
const INVISIBLE = /[\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5/u;
const ZWNJ = '\u200C';
const ZWJ = '\u200D';
// Variation selectors choose a glyph for the character before them (☀ → ☀️); alone they show nothing.
const SELECTOR = /[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const SELECTABLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u;
// Scripts where a joiner between two letters changes the shapes (Persian «می‌خواهم», Indic conjuncts);
// between Latin, Greek or Cyrillic letters it changes nothing a reader can see, so it could only hide a
// difference between two names.
const JOINING_LETTER =
  /^(?=\p{L})[\p{sc=Arabic}\p{sc=Syriac}\p{sc=Nko}\p{sc=Mongolian}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
// What may sit between a letter or emoji and a following joiner: its diacritics, selectors, skin tones.
const ATTACHED = /^[\p{M}\p{Emoji_Modifier}]$/u;

/** True when a kept joiner sits between two letters of a joining script, or ZWJ between two emoji. */
function isMeaningfulJoiner(joiner: string, before: readonly string[], next: string | undefined): boolean {
  let index = before.length - 1;
  while (index >= 0 && ATTACHED.test(before[index]!)) index -= 1;
  const previous = before[index];
  if (previous === undefined || next === undefined) return false;
  if (JOINING_LETTER.test(previous) && JOINING_LETTER.test(next)) return true;
  return joiner === ZWJ && PICTOGRAPH.test(previous) && PICTOGRAPH.test(next);
}

/**
 * Removes the characters that draw nothing: format characters (`\p{Cf}`: bidi controls, zero-width
 * space, BOM, soft hyphen…), blank letters (Hangul fillers, Braille blank) and variation selectors that
 * follow no character. ZWNJ and ZWJ stay only where they shape something (see `isMeaningfulJoiner`).
 */
export function stripInvisible(text: string): string {
  const chars = Array.from(text);
  const kept: string[] = [];
  chars.forEach((char, index) => {
    if (char === ZWNJ || char === ZWJ) {
      if (isMeaningfulJoiner(char, kept, chars[index + 1])) kept.push(char);
    } else if (SELECTOR.test(char)) {
      const previous = kept[kept.length - 1];
      if (previous !== undefined && SELECTABLE.test(previous) && !SELECTOR.test(previous)) kept.push(char);
    } else if (!INVISIBLE.test(char)) {
      kept.push(char);
    }
  });
  return kept.join('');
}

/** A one-line text as stored: invisible characters removed, every run of white space (line breaks and tabs too) one space, trimmed, NFC. */
export function cleanSingleLine(text: string): string {
  return stripInvisible(text).replace(/\s+/gu, ' ').trim().normalize('NFC');
}

/**
 * A multi-line text as stored: invisible characters removed, line breaks as `\n` (at most one blank line
 * in a row), other white space (tabs, no-break spaces) as a space, no spaces at line ends, trimmed, NFC.
 */
export function cleanMultiLine(text: string): string {
  return stripInvisible(text)
    .replace(/\r\n?|[\u2028\u2029]/gu, '\n')
    .replace(/[^\S\n]/gu, ' ')
    .replace(/ +(?=\n)/gu, '')
    .replace(/\n{3,}/gu, '\n\n')
    .trim()
    .normalize('NFC');
}

// Control characters (C0, DEL, C1) that survive cleaning, and halves of surrogate pairs, which no
// encoding can store: refused, not stripped, because silently deleting them would hide a broken client.
const FORBIDDEN_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
const FORBIDDEN_MULTI_LINE = /(?!\n)[\p{Cc}\p{Cs}]/u;

/** True when a text, once cleaned, still holds a character a field refuses (U+0000, U+0007, U+0085…). */
export function hasForbiddenCharacters(text: string, { multiLine = false } = {}): boolean {
  return (multiLine ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(text);
}

/** Limits and catalogue keys of a text field; lengths count the cleaned text. */
export interface TextRules {
  /** Longest accepted text. */
  max: number;
  /** Shortest accepted text; 0 (the default) accepts an empty text. */
  min?: number;
  /** Key for a missing, non-string or empty value (default `errors:field.required`, or `errors:field.invalidType` when `min` is 0). */
  required?: string;
  /** Key for a text shorter than `min` (default: `required`). */
  tooShort?: string;
  /** Key for a text longer than `max` (default `errors:field.tooBig`). */
  tooLong?: string;
  /** Key for a control character (default `errors:field.invalidCharacters`). */
  invalidCharacters?: string;
}

function textField(clean: (text: string) => string, multiLine: boolean, rules: TextRules) {
  const min = rules.min ?? 0;
  const required = rules.required ?? (min > 0 ? 'errors:field.required' : 'errors:field.invalidType');
  // `overwrite` keeps input and output types equal, so react-hook-form's values stay plain strings;
  // every later check sees the cleaned text, so a name of invisible characters is "required", not accepted.
  let schema = z
    .string({ message: required })
    .overwrite(clean)
    .refine((text) => !hasForbiddenCharacters(text, { multiLine }), { message: rules.invalidCharacters ?? INVALID_CHARACTERS_MESSAGE });
  if (min > 0) schema = schema.min(1, { message: required });
  if (min > 1) schema = schema.min(min, { message: rules.tooShort ?? required });
  return schema.max(rules.max, { message: rules.tooLong ?? 'errors:field.tooBig' });
}

/** A one-line free text (a name, title, brand, address): cleaned by `cleanSingleLine`, control characters refused. */
export function singleLineText(rules: TextRules) {
  return textField(cleanSingleLine, false, rules);
}

/** A free text that may hold line breaks (a description, notes, a message): cleaned by `cleanMultiLine`, other control characters refused. */
export function multiLineText(rules: TextRules) {
  return textField(cleanMultiLine, true, rules);
}
