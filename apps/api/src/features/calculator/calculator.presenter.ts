import arCalculator from '@solar/shared/i18n/locales/ar/calculator.json' with { type: 'json' };
import enCalculator from '@solar/shared/i18n/locales/en/calculator.json' with { type: 'json' };
import type { Language } from '@solar/shared/contract/common';
import type { ApplianceCalcResultDto, CalculatorResultDto } from '@solar/shared/contract/calculator';
import { toResultDto } from '@solar/shared/contract/calculator-result';
import type { ApplianceCalcResult, CalculatorResult, TextRef } from '@solar/shared/domain/calculator';

const catalogues: Record<Language, unknown> = { ar: arCalculator, en: enCalculator };
const PREFIX = 'calculator:';
// Built once: constructing an Intl.NumberFormat took a fifth of a quick calculation's CPU
// (docs/decisions/011-request-pipeline.md).
const numberFormats: Record<Language, Intl.NumberFormat> = {
  ar: new Intl.NumberFormat('ar', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en', { maximumFractionDigits: 3 }),
};
const templates: Record<Language, Map<string, string | null>> = { ar: new Map(), en: new Map() };

/** The catalogue text of a key, looked up once per language and key. */
function templateOf(lang: Language, key: string): string | null {
  let text = templates[lang].get(key);
  if (text === undefined) {
    const path = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
    const node = path.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), catalogues[lang]);
    text = typeof node === 'string' ? node : null;
    templates[lang].set(key, text);
  }
  return text;
}

/**
 * A text of the calculator catalogue in the caller's language, numbers formatted by Intl. The engine
 * names its texts by key; the web renders the same keys itself, this is for every other API client.
 */
export function renderText(lang: Language, ref: TextRef): string {
  const text = templateOf(lang, ref.key);
  if (text === null) return ref.key;
  const format = numberFormats[lang];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in ref.values ? format.format(ref.values[name]!) : ''));
}

export function presentResult(result: CalculatorResult, lang: Language): CalculatorResultDto {
  return toResultDto(result, (ref) => renderText(lang, ref));
}

export function presentApplianceResult(result: ApplianceCalcResult, lang: Language): ApplianceCalcResultDto {
  return toResultDto(result, (ref) => renderText(lang, ref));
}
