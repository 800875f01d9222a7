// Buyer queries for the search acceptance test (issue #14), with what the buyer expects on the first page
// of results, on the demo catalogue the app seeds (seed/demo-products.ts: approved listings only; every
// third listing is seeded in English, so many queries must cross languages).
// `expect` describes the listing the buyer wants: the first result has every field given, and listings
// that have none of them do not come before it. `size` compares after converting kilo units (5 kw =
// 5000 w, 5 kva = 5000 va) and in the units of search-vocabulary.ts ("ah" is both A and Ah; a bare «كيلو»
// is kW, but on a battery the buyer means kWh, which the case says).
// Data only: the test that runs these comes with the full-text index.
import type { SearchUnit } from '@solar/shared/domain/search-vocabulary';
import type { ProductType } from '@solar/shared/reference/catalog';

/** One buyer query and what its first page must show. */
export interface SearchQueryCase {
  query: string;
  expect: { type?: ProductType; brand?: string; size?: { value: number; unit: SearchUnit } };
  note: string;
}

export const SEARCH_QUERIES: readonly SearchQueryCase[] = [
  // ------------------------------------------------------------------ Panels
  { query: 'الألواح', expect: { type: 'Panel' }, note: 'broken plural with the article; folded it must not become واح' },
  { query: 'ألواح شمسية', expect: { type: 'Panel' }, note: 'broken plural and adjective, as most sellers title them' },
  { query: 'لوح شمسي', expect: { type: 'Panel' }, note: 'singular' },
  { query: 'لوحات', expect: { type: 'Panel' }, note: 'sound plural, which found nothing before' },
  { query: 'الواح مستعمله', expect: { type: 'Panel' }, note: 'no hamza and ه for ة; three used panel listings' },
  { query: 'panels', expect: { type: 'Panel' }, note: 'English plural must find Arabic listings too' },
  { query: 'solar panel 550w', expect: { type: 'Panel', size: { value: 550, unit: 'w' } }, note: 'English with the unit glued to the number' },
  { query: 'بانل', expect: { type: 'Panel' }, note: 'English "panel" written in Arabic letters' },
  { query: 'بنل 550', expect: { type: 'Panel', size: { value: 550, unit: 'w' } }, note: 'transliteration and a bare number, which on a panel is watts' },
  { query: 'لوح 550 واط', expect: { type: 'Panel', size: { value: 550, unit: 'w' } }, note: 'واط where the listing says وات (LONGi Hi-MO 6)' },
  { query: 'لوح ٥٥٠ وات', expect: { type: 'Panel', size: { value: 550, unit: 'w' } }, note: 'Arabic-Indic digits' },
  { query: '550W', expect: { type: 'Panel', size: { value: 550, unit: 'w' } }, note: 'a size alone, unit glued, upper case' },
  { query: 'لوح 580 واط جينكو', expect: { type: 'Panel', brand: 'JinkoSolar', size: { value: 580, unit: 'w' } }, note: 'type, size and brand in Arabic letters together' },
  { query: 'جينكو', expect: { brand: 'JinkoSolar' }, note: 'brand in Arabic letters; the brand field says JinkoSolar' },
  { query: 'jinko solar', expect: { brand: 'JinkoSolar' }, note: 'brand written as two words' },
  { query: 'جنكو 580', expect: { brand: 'JinkoSolar', size: { value: 580, unit: 'w' } }, note: 'misspelt brand (ي missing)' },
  { query: 'لونجي', expect: { brand: 'LONGi Solar' }, note: 'brand in Arabic letters' },
  { query: 'لونقي 550', expect: { brand: 'LONGi Solar', size: { value: 550, unit: 'w' } }, note: 'Sanaani speech says g as ق' },
  { query: 'longi', expect: { brand: 'LONGi Solar' }, note: 'brand in any case' },
  { query: 'كنديان سولار', expect: { brand: 'Canadian Solar' }, note: 'brand in Arabic letters, two words' },
  { query: 'canadian 665w', expect: { type: 'Panel', brand: 'Canadian Solar', size: { value: 665, unit: 'w' } }, note: 'English brand and size' },
  { query: 'ترينا 670 وات', expect: { type: 'Panel', brand: 'Trina Solar', size: { value: 670, unit: 'w' } }, note: 'brand in Arabic letters with a size' },
  { query: 'لوح ثنائي الوجه', expect: { type: 'Panel', brand: 'Trina Solar' }, note: 'technology phrase, bifacial' },
  { query: 'bifacial panel', expect: { type: 'Panel', brand: 'Trina Solar' }, note: 'English technology word' },
  { query: 'ينجلي', expect: { brand: 'Yingli Solar' }, note: 'brand in Arabic letters' },
  { query: 'الواح بولي', expect: { type: 'Panel', brand: 'Yingli Solar' }, note: 'polycrystalline in the trade\'s short word' },
  { query: 'لوح 100 وات', expect: { type: 'Panel', size: { value: 100, unit: 'w' } }, note: 'small panel, no brand' },
  { query: 'JA solar 545', expect: { type: 'Panel', brand: 'JA Solar', size: { value: 545, unit: 'w' } }, note: 'two-letter brand' },
  { query: 'جي ايه سولار', expect: { brand: 'JA Solar' }, note: 'two-letter brand spelt out in Arabic letters' },

  // ------------------------------------------------------------------ Batteries
  { query: 'بطارية', expect: { type: 'Battery' }, note: 'type word' },
  { query: 'بطاريات ليثيوم', expect: { type: 'Battery' }, note: 'plural and chemistry' },
  { query: 'بطاريه ليثيم', expect: { type: 'Battery' }, note: 'ه for ة and a letter missing from ليثيوم' },
  { query: 'بطارية 200 امبير', expect: { type: 'Battery', size: { value: 200, unit: 'ah' } }, note: 'أمبير without hamza, meaning Ah' },
  { query: 'بطاريه ٢٠٠ أمبير', expect: { type: 'Battery', size: { value: 200, unit: 'ah' } }, note: 'Arabic-Indic digits' },
  { query: '200Ah', expect: { type: 'Battery', size: { value: 200, unit: 'ah' } }, note: 'a capacity alone, unit glued' },
  { query: 'gel battery 200ah', expect: { type: 'Battery', brand: 'Narada', size: { value: 200, unit: 'ah' } }, note: 'English, two Narada gel listings' },
  { query: 'بطارية جل', expect: { type: 'Battery' }, note: 'two-letter chemistry word' },
  { query: 'بطاريات الجل', expect: { type: 'Battery' }, note: 'two-letter word under the article' },
  { query: 'بطاريتين جل 200', expect: { type: 'Battery', size: { value: 200, unit: 'ah' } }, note: 'dual form, bare number meaning Ah' },
  { query: 'بطارية 12 فولت', expect: { type: 'Battery', size: { value: 12, unit: 'v' } }, note: 'voltage' },
  { query: 'بطارية ليثيوم 48 فولت', expect: { type: 'Battery', size: { value: 48, unit: 'v' } }, note: 'chemistry and voltage' },
  { query: 'lithium battery 48v', expect: { type: 'Battery', size: { value: 48, unit: 'v' } }, note: 'English, voltage glued' },
  { query: 'بايلونتك', expect: { brand: 'Pylontech' }, note: 'brand in Arabic letters' },
  { query: 'pylontech us5000', expect: { type: 'Battery', brand: 'Pylontech' }, note: 'brand and model code' },
  { query: 'بيلونتك', expect: { brand: 'Pylontech' }, note: 'another Arabic spelling of the brand' },
  { query: 'بطارية 4.8 كيلو', expect: { type: 'Battery', brand: 'Pylontech', size: { value: 4.8, unit: 'kwh' } }, note: 'كيلو on a battery means kWh (US5000)' },
  { query: 'نارادا', expect: { brand: 'Narada' }, note: 'brand in Arabic letters' },
  { query: 'ريتار 150 امبير', expect: { type: 'Battery', brand: 'Ritar', size: { value: 150, unit: 'ah' } }, note: 'brand and capacity' },
  { query: 'بطارية انبوبية', expect: { type: 'Battery', brand: 'Luminous' }, note: 'tubular, Arabic word' },
  { query: 'تيوبلر 220', expect: { type: 'Battery', brand: 'Luminous', size: { value: 220, unit: 'ah' } }, note: 'tubular, English in Arabic letters' },
  { query: 'بطارية AGM', expect: { type: 'Battery', brand: 'Ritar' }, note: 'chemistry as Latin letters' },
  { query: 'فيليسيتي ليثيوم', expect: { type: 'Battery', brand: 'Felicity' }, note: 'brand in Arabic letters; Felicity also sells an inverter' },
  { query: 'lifepo4 100ah', expect: { type: 'Battery', size: { value: 100, unit: 'ah' } }, note: 'chemistry code for lithium' },
  { query: 'بي واي دي', expect: { brand: 'BYD' }, note: 'initials spelt in Arabic letters' },
  { query: 'ال جي', expect: { brand: 'LG Chem' }, note: 'initials spelt in Arabic letters; ال here is not the article' },

  // ------------------------------------------------------------------ Charging devices
  { query: 'انفرتر', expect: { type: 'Charging Devices' }, note: 'listings write إنفرتر' },
  { query: 'الانفرترات', expect: { type: 'Charging Devices' }, note: 'plural with the article' },
  { query: 'انفرتر 5 كيلو', expect: { type: 'Charging Devices', size: { value: 5, unit: 'kw' } }, note: 'كيلو alone is kW in the market' },
  { query: 'انفرتر ٥ كيلو وات', expect: { type: 'Charging Devices', size: { value: 5, unit: 'kw' } }, note: 'kilowatt as two words, Arabic-Indic digit' },
  { query: 'inverter 5kw', expect: { type: 'Charging Devices', size: { value: 5, unit: 'kw' } }, note: 'English; 5 kW = the 5000 W Growatt' },
  { query: 'انفرنر', expect: { type: 'Charging Devices' }, note: 'one letter wrong (ن for ت)' },
  { query: 'انفتر', expect: { type: 'Charging Devices' }, note: 'one letter missing' },
  { query: 'انفيرتر هايبرد', expect: { type: 'Charging Devices' }, note: 'both words English in Arabic letters' },
  { query: 'انفرتر هجين 8 كيلو', expect: { type: 'Charging Devices', brand: 'Deye', size: { value: 8, unit: 'kw' } }, note: 'hybrid in Arabic, the Deye 8 kW' },
  { query: 'داي', expect: { brand: 'Deye' }, note: 'the brand as it is said; listings write ديي' },
  { query: 'ديي 8k', expect: { brand: 'Deye', size: { value: 8, unit: 'kw' } }, note: 'K glued to the number means kW' },
  { query: 'deye hybrid inverter', expect: { type: 'Charging Devices', brand: 'Deye' }, note: 'English' },
  { query: 'جروات', expect: { brand: 'Growatt' }, note: 'brand in Arabic letters' },
  { query: 'قروات 5000', expect: { brand: 'Growatt', size: { value: 5000, unit: 'w' } }, note: 'Sanaani ق for g, bare number meaning watts' },
  { query: 'growatt off grid', expect: { type: 'Charging Devices', brand: 'Growatt' }, note: 'grid connection as two English words' },
  { query: 'اون جريد', expect: { type: 'Charging Devices', brand: 'Growatt' }, note: 'on-grid in Arabic letters (MIN 3000TL-X)' },
  { query: 'هواوي 6 كيلو', expect: { brand: 'Huawei', size: { value: 6, unit: 'kw' } }, note: 'the inverter and the Huawei system both answer' },
  { query: 'فيكترون', expect: { brand: 'Victron Energy' }, note: 'brand in Arabic letters' },
  { query: 'منظم شحن', expect: { type: 'Charging Devices' }, note: 'charge controller in Arabic' },
  { query: 'منظمات', expect: { type: 'Charging Devices' }, note: 'plural, which found nothing before' },
  { query: 'منضم 60 امبير', expect: { type: 'Charging Devices', size: { value: 60, unit: 'ah' } }, note: 'ض for ظ; أمبير of a controller is A' },
  { query: 'mppt 60a', expect: { type: 'Charging Devices', brand: 'MPPT', size: { value: 60, unit: 'ah' } }, note: 'A glued to the number' },
  { query: 'charge controller', expect: { type: 'Charging Devices' }, note: 'English' },
  { query: 'ماست 3 كيلو', expect: { type: 'Charging Devices', brand: 'Must', size: { value: 3, unit: 'kw' } }, note: 'brand in Arabic letters' },
  { query: 'اكسبرت', expect: { brand: 'Voltronic' }, note: 'Voltronic\'s inverter line, searched by its own name' },
  { query: 'فولترونك 5 kva', expect: { brand: 'Voltronic', size: { value: 5, unit: 'kva' } }, note: 'Arabic brand, Latin unit' },
  { query: 'شاحن', expect: { type: 'Charging Devices' }, note: 'charger (the Victron inverter/charger)' },
  { query: 'محول 5 كيلو', expect: { type: 'Charging Devices', size: { value: 5, unit: 'kw' } }, note: 'محول is what some buyers call an inverter' },

  // ------------------------------------------------------------------ Panel bases
  { query: 'قاعدة ألواح', expect: { type: 'Panel bases' }, note: 'head noun first: bases, not panels' },
  { query: 'قواعد', expect: { type: 'Panel bases' }, note: 'broken plural' },
  { query: 'قواعد الواح مستعملة', expect: { type: 'Panel bases' }, note: 'the used galvanised frame' },
  { query: 'هيكل تثبيت', expect: { type: 'Panel bases' }, note: 'structure, another word for the same thing' },
  { query: 'حامل لوح', expect: { type: 'Panel bases' }, note: 'pole mount for one panel' },
  { query: 'استاند الواح', expect: { type: 'Panel bases' }, note: 'English "stand" in Arabic letters' },
  { query: 'mounting structure', expect: { type: 'Panel bases' }, note: 'English' },
  { query: 'سكك المنيوم', expect: { type: 'Panel bases' }, note: 'rails; ألمنيوم keeps its ال' },
  { query: 'مشابك', expect: { type: 'Panel bases' }, note: 'clamps, broken plural' },

  // ------------------------------------------------------------------ Integrated systems
  { query: 'منظومة', expect: { type: 'Integrated System' }, note: 'type word' },
  { query: 'منظومات', expect: { type: 'Integrated System' }, note: 'plural, which found nothing before' },
  { query: 'منظومة 5 كيلو', expect: { type: 'Integrated System', size: { value: 5, unit: 'kw' } }, note: 'two 5 kW systems' },
  { query: 'منظومه ٣ كيلو وات', expect: { type: 'Integrated System', size: { value: 3, unit: 'kw' } }, note: 'ه for ة, Arabic-Indic digit' },
  { query: 'انظمة طاقة شمسية', expect: { type: 'Integrated System' }, note: 'plural of نظام' },
  { query: 'سيستم 10 كيلو', expect: { type: 'Integrated System', brand: 'Deye', size: { value: 10, unit: 'kw' } }, note: 'English "system" in Arabic letters' },
  { query: 'complete solar system 3kw', expect: { type: 'Integrated System', size: { value: 3, unit: 'kw' } }, note: 'English' },
  { query: 'منظومة هواوي', expect: { type: 'Integrated System', brand: 'Huawei' }, note: 'type and brand' },
  { query: 'منظومة 1 كيلو', expect: { type: 'Integrated System', size: { value: 1, unit: 'kw' } }, note: 'the smallest home system' },
  { query: 'منظومة حق بيت', expect: { type: 'Integrated System' }, note: 'Yemeni حق ("for"), which carries nothing to match' },
  { query: 'مظومة', expect: { type: 'Integrated System' }, note: 'one letter missing' },

  // ------------------------------------------------------------------ Accessories
  { query: 'كابلات', expect: { type: 'Accessory' }, note: 'plural' },
  { query: 'كيبل سولار 6 ملم', expect: { type: 'Accessory', size: { value: 6, unit: 'mm' } }, note: 'كيبل and سولار as said' },
  { query: 'كابل 4 مم', expect: { type: 'Accessory', size: { value: 4, unit: 'mm' } }, note: 'مم for ملم' },
  { query: 'اسلاك', expect: { type: 'Accessory' }, note: 'wires, another word for cables' },
  { query: 'واير 6 ملي', expect: { type: 'Accessory', size: { value: 6, unit: 'mm' } }, note: 'Yemeni words: واير for wire, ملي for mm' },
  { query: 'كابلات بطاريات 35 ملم', expect: { type: 'Accessory', size: { value: 35, unit: 'mm' } }, note: 'battery cables are accessories, not batteries' },
  { query: 'قواطع', expect: { type: 'Accessory' }, note: 'broken plural, which found nothing before' },
  { query: 'قاطع 63 امبير', expect: { type: 'Accessory', brand: 'Schneider Electric', size: { value: 63, unit: 'ah' } }, note: 'أمبير of a breaker is A' },
  { query: 'dc breaker', expect: { type: 'Accessory', brand: 'Schneider Electric' }, note: 'English' },
  { query: 'شنايدر', expect: { brand: 'Schneider Electric' }, note: 'brand in Arabic letters' },
  { query: 'موصلات MC4', expect: { type: 'Accessory' }, note: 'mixed scripts' },
  { query: 'مانع صواعق', expect: { type: 'Accessory', brand: 'ABB' }, note: 'surge protector' },
  { query: 'صندوق تجميع', expect: { type: 'Accessory', brand: 'ABB' }, note: 'combiner box' },
  { query: 'شنت فيكترون', expect: { type: 'Accessory', brand: 'Victron Energy' }, note: 'loanword and brand in Arabic letters' },
  { query: 'مفتاح تحويل تلقائي', expect: { type: 'Accessory', brand: 'Schneider Electric' }, note: 'ATS' },

  // ------------------------------------------------------------------ Others
  { query: 'غطاس', expect: { type: 'Others' }, note: 'Yemeni word for a submersible pump; listings say مضخة غاطسة' },
  { query: 'مضخة غاطسة 3 حصان', expect: { type: 'Others', brand: 'Lorentz', size: { value: 3, unit: 'hp' } }, note: 'horsepower' },
  { query: 'طرمبة شمسية', expect: { type: 'Others' }, note: 'dialect word for a pump' },
  { query: 'submersible pump', expect: { type: 'Others' }, note: 'English' },
  { query: 'لورنتز', expect: { brand: 'Lorentz' }, note: 'brand in Arabic letters' },
  { query: 'كشاف شارع', expect: { type: 'Others' }, note: 'street light' },
  { query: 'street light', expect: { type: 'Others' }, note: 'English' },
  { query: 'سخان شمسي 200 لتر', expect: { type: 'Others', size: { value: 200, unit: 'l' } }, note: 'litres' },
  { query: 'فريزر', expect: { type: 'Others' }, note: 'loanword' },
  { query: 'مروحة 12 فولت', expect: { type: 'Others', size: { value: 12, unit: 'v' } }, note: 'DC fan' },
  { query: 'ايكوفلو', expect: { brand: 'EcoFlow' }, note: 'brand in Arabic letters' },
  { query: 'محول تردد', expect: { type: 'Others' }, note: 'the VFD pump drive, listed under Others' },
];
