import arCalculator from '@solar/shared/i18n/locales/ar/calculator.json' with { type: 'json' };
import enCalculator from '@solar/shared/i18n/locales/en/calculator.json' with { type: 'json' };
import type { Language } from '@solar/shared/contract/common';
import { toResultDto, type ApplianceCalcResultDto, type CalculatorResultDto } from '@solar/shared/contract/calculator';
import type { ApplianceCalcResult, CalculatorResult, TextRef } from '@solar/shared/domain/calculator';

const catalogues: Record<Language, unknown> = { ar: arCalculator, en: enCalculator };
const PREFIX = 'calculator:';

/**
 * A text of the calculator catalogue in the caller's language, numbers formatted by Intl. The engine
 * names its texts by key; the web renders the same keys itself, this is for every other API client.
 */
export function renderText(lang: Language, ref: TextRef): string {
  const path = ref.key.startsWith(PREFIX) ? ref.key.slice(PREFIX.length) : ref.key;
  const node = path.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), catalogues[lang]);
  if (typeof node !== 'string') return ref.key;
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 });
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in ref.values ? format.format(ref.values[name]!) : ''));
}

export function presentResult(result: CalculatorResult, lang: Language): CalculatorResultDto {
  return toResultDto(result, (ref) => renderText(lang, ref));
}

export function presentApplianceResult(result: ApplianceCalcResult, lang: Language): ApplianceCalcResultDto {
  return toResultDto(result, (ref) => renderText(lang, ref));
}
