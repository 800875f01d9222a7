// The words of the preview pictures (share-cards.ts), from the catalogues the web reads (calculator's
// `share.card`, common's `app`), with the numbers the web's Open Graph tags use (calculator-summary.ts).
import arCalculator from '@solar/shared/i18n/locales/ar/calculator.json' with { type: 'json' };
import enCalculator from '@solar/shared/i18n/locales/en/calculator.json' with { type: 'json' };
import arPrices from '@solar/shared/i18n/locales/ar/prices.json' with { type: 'json' };
import enPrices from '@solar/shared/i18n/locales/en/prices.json' with { type: 'json' };
import arCommon from '@solar/shared/i18n/locales/ar/common.json' with { type: 'json' };
import enCommon from '@solar/shared/i18n/locales/en/common.json' with { type: 'json' };
import type { Language } from '@solar/shared/contract/common';
import type { BatteryType } from '@solar/shared/domain/calculator';
import { resultSummaryValues, type SummarisedResult } from '@solar/shared/domain/calculator-summary';
import { findGovernorate } from '@solar/shared/reference/locations';
import type { PriceCardTexts, ResultCardTexts, SiteCardTexts } from './share-cards.ts';

const calculator = { ar: arCalculator, en: enCalculator };
const common = { ar: arCommon, en: enCommon };
const prices = { ar: arPrices, en: enPrices };

/** A catalogue text with its `{{name}}` placeholders filled. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The texts of a calculator result's picture. */
export function resultCardTexts(result: SummarisedResult & { userInput: { governorate: string | null }; battery: { type: BatteryType } }, language: Language): ResultCardTexts {
  const { share, batteryKind } = calculator[language];
  const place = result.userInput.governorate ? findGovernorate(result.userInput.governorate)?.[language] : undefined;
  const values = {
    ...resultSummaryValues(result, language),
    place: place ? fill(share.place, { governorate: place }) : '',
    kind: batteryKind[result.battery.type],
  };
  return {
    brand: common[language].app.name,
    title: fill(share.cardTitle, values),
    parts: [
      { label: share.card.panels, value: fill(share.card.panelsValue, values) },
      { label: share.card.inverter, value: fill(share.card.inverterValue, values) },
      { label: share.card.batteries, value: fill(share.card.batteriesValue, values), note: fill(share.card.batteriesNote, values) },
    ],
    footer: share.card.footer,
  };
}

/** The texts of the site's picture. */
export function siteCardTexts(language: Language): SiteCardTexts {
  return { brand: common[language].app.name, description: common[language].app.description };
}

/** The texts of the price index's picture: the place's name (or all of Yemen), the latest median, the first and last weeks. */
export function priceCardTexts(values: { governorate: string; latest: string; from: string; to: string }, language: Language): PriceCardTexts {
  const words = prices[language];
  const place = findGovernorate(values.governorate)?.[language] ?? words.controls.all;
  return {
    brand: common[language].app.name,
    title: words.card.title,
    subtitle: fill(words.card.subtitle, { place }),
    latest: values.latest,
    from: values.from,
    to: values.to,
  };
}
