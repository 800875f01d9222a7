// The trade's vocabulary for search: every spelling a buyer or a seller uses for one thing (Arabic
// singular, broken and sound plurals, duals, Yemeni words, English, English written in Arabic letters,
// common misspellings) maps to one concept token. Tokens are lower-case ASCII words, never Arabic, so a
// concept token cannot collide with the stem of an unrelated Arabic word. Forms are written here as
// people write them; search-analyzer.ts folds them with normalizeArabic when it loads the table, so
// «بطارية» also covers «بطاريه» and «إنفرتر» also covers «انفرتر».
// A form of several words is a phrase, matched before single words (كيلو وات → kw, not kw + w).
// Every form is checked by search-vocabulary.test.ts.
import type { ProductType } from '../reference/catalog.ts';

/** One concept: the tokens that every one of its forms (a word or a phrase) stands for. */
export interface VocabularyEntry {
  tokens: readonly string[];
  forms: readonly string[];
}

const concept = (token: string, forms: readonly string[]): VocabularyEntry => ({ tokens: [token], forms });

/** Things sold: product types and the products within them. */
export const PRODUCT_VOCABULARY: readonly VocabularyEntry[] = [
  // لوحة is mostly "board" (لوحة الحماية of a battery) but sellers also write لوحة شمسية; the panel sense wins.
  concept('panel', ['لوح', 'لوحة', 'لوحين', 'لوحان', 'ألواح', 'لوحات', 'بنل', 'بانل', 'بانيل', 'بنلات', 'بانلات', 'بانيلات', 'panel', 'panels', 'module', 'modules']),
  concept('battery', ['بطارية', 'بطاريتين', 'بطاريتان', 'بطاريات', 'battery', 'batteries']),
  concept('inverter', ['إنفرتر', 'انفيرتر', 'انفرتير', 'انفيرتير', 'إنفرترات', 'انفيرترات', 'inverter', 'inverters']),
  // منضم: ض for ظ is the commonest misspelling of the word. منظمات is also "organisations" in Yemen.
  concept('controller', ['منظم', 'منظمات', 'منضم', 'منضمات', 'كنترولر', 'controller', 'controllers', 'regulator']),
  // جهاز شحن is the Arabic name of the Charging Devices type.
  concept('charger', ['شاحن', 'شواحن', 'جهاز شحن', 'أجهزة شحن', 'charger', 'chargers']),
  concept('converter', ['محول', 'محولات', 'converter', 'converters']),
  concept('system', ['منظومة', 'منظومتين', 'منظومات', 'نظام', 'أنظمة', 'سيستم', 'سستم', 'system', 'systems']),
  // Bases, frames, structures and holders are one thing to a buyer: what the panels stand on.
  concept('mount', [
    'قاعدة', 'قاعدتين', 'قواعد', 'هيكل', 'هياكل', 'حامل', 'حوامل', 'استاند', 'ستاند',
    'base', 'bases', 'mount', 'mounts', 'mounting', 'structure', 'structures', 'bracket', 'brackets', 'stand', 'stands', 'holder',
  ]),
  concept('rail', ['سكة', 'سكك', 'rail', 'rails']),
  concept('clamp', ['مشبك', 'مشابك', 'clamp', 'clamps']),
  // سلك (wire) and كابل (cable) are one concept: buyers use both for the same rolls. واير is the Yemeni loan.
  concept('cable', ['كابل', 'كابلات', 'كيبل', 'كيبلات', 'كيابل', 'كوابل', 'سلك', 'أسلاك', 'واير', 'وايرات', 'cable', 'cables', 'wire', 'wires', 'wiring']),
  concept('breaker', ['قاطع', 'قواطع', 'بريكر', 'بريكرات', 'breaker', 'breakers', 'mcb']),
  // MC4 as it is said aloud; the Latin code is the same token.
  concept('mc4', ['mc4', 'ام سي فور']),
  concept('fuse', ['فيوز', 'فيوزات', 'fuse', 'fuses']),
  concept('connector', ['موصل', 'موصلات', 'كونكتر', 'كونكتور', 'connector', 'connectors']),
  concept('combiner', ['صندوق تجميع', 'combiner', 'combiner box']),
  concept('surge', ['مانع صواعق', 'صواعق', 'صاعقة', 'spd', 'اس بي دي', 'surge', 'surge protector', 'arrester']),
  concept('shunt', ['شنت', 'shunt']),
  concept('ats', ['ats', 'اي تي اس', 'ايه تي اس', 'مفتاح تحويل', 'transfer switch']),
  concept('accessory', ['ملحقات', 'إكسسوارات', 'اكسسوار', 'accessory', 'accessories']),
  concept('other', ['أخرى', 'other', 'others']),
  // طرمبة is the dialect word for a pump.
  concept('pump', ['مضخة', 'مضخات', 'طرمبة', 'طرمبات', 'pump', 'pumps']),
  // غطاس is what Yemenis call a submersible (borehole) pump: it is both concepts, so it finds «مضخة غاطسة»
  // and a search for «مضخة» finds it.
  { tokens: ['pump', 'submersible'], forms: ['غطاس', 'غطاسات', 'مضخة غاطسة', 'مضخات غاطسة', 'submersible pump'] },
  concept('submersible', ['غاطسة', 'غاطس', 'submersible']),
  // The drive that runs a pump from the panels: a frequency converter, which the market calls the pump's
  // inverter. As a phrase it is pump equipment, not an inverter (a Charging Device) that mentions a pump.
  {
    tokens: ['vfd', 'pump'],
    forms: ['vfd', 'محول تردد', 'محولات تردد', 'انفرتر مضخة', 'انفرتر مضخات', 'انفرتر غطاس', 'انفرتر طرمبة', 'pump inverter', 'pump drive', 'variable frequency drive'],
  },
  concept('light', [
    'إنارة', 'إنارات', 'إضاءة', 'كشاف', 'كشافات', 'لمبة', 'لمبات', 'فانوس', 'فوانيس',
    'light', 'lights', 'lighting', 'lamp', 'lamps', 'lantern', 'lanterns', 'floodlight', 'floodlights', 'flood light',
  ]),
  concept('heater', ['سخان', 'سخانات', 'heater', 'heaters']),
  // A Yemeni's ثلاجة is a fridge or a freezer; sellers of a DC chest freezer write فريزر.
  concept('fridge', ['ثلاجة', 'ثلاجات', 'فريزر', 'فريزرات', 'مجمد', 'مجمدة', 'fridge', 'fridges', 'refrigerator', 'refrigerators', 'freezer', 'freezers']),
  concept('fan', ['مروحة', 'مراوح', 'fan', 'fans']),
];

/** Properties buyers search by: chemistry, technology, grid connection, condition. */
export const ATTRIBUTE_VOCABULARY: readonly VocabularyEntry[] = [
  concept('solar', ['شمسي', 'شمسية', 'سولار', 'سولر', 'solar', 'pv']),
  concept('energy', ['طاقة', 'energy']),
  // LiFePO4 is the chemistry of nearly every lithium battery sold for solar, so it is the lithium concept
  // (a buyer who types lifepo4 accepts a listing that only says ليثيوم). «الحديد» in the chemistry's name
  // must not reach the index as iron, which is what steel bases are made of.
  concept('lithium', [
    'ليثيوم', 'ليثيم', 'لثيوم', 'ليتيوم', 'lithium', 'li', 'lifepo4', 'lfp',
    'ليثيوم فوسفات', 'ليثيوم فوسفات الحديد', 'ليثيوم حديد فوسفات', 'فوسفات', 'lithium iron phosphate', 'li ion', 'ليثيوم أيون',
  ]),
  // Not جيل: it is also "generation" (الجيل الثالث).
  concept('gel', ['جل', 'gel']),
  concept('agm', ['agm', 'ايه جي ام', 'اي جي ام']),
  concept('tubular', ['أنبوبية', 'أنبوبي', 'تيوبلر', 'tubular']),
  concept('lead', ['رصاص', 'رصاص حمضي', 'lead', 'lead acid']),
  concept('hybrid', ['هجين', 'هجينة', 'هايبرد', 'هايبريد', 'هيبرد', 'hybrid']),
  // Sanaani speech says the English g as ق; Gulf spelling writes it غ.
  concept('offgrid', ['offgrid', 'off grid', 'أوف جريد', 'اوف قريد', 'اوف غريد', 'منفصل عن الشبكة']),
  concept('ongrid', ['ongrid', 'on grid', 'grid tied', 'grid tie', 'أون جريد', 'اون قريد', 'اون غريد', 'مربوط بالشبكة', 'مرتبط بالشبكة']),
  concept('grid', ['شبكة', 'grid']),
  concept('mono', ['مونو', 'mono', 'monocrystalline', 'أحادي البلورة', 'أحادية البلورة']),
  concept('poly', ['بولي', 'poly', 'polycrystalline', 'بولي كريستال', 'متعدد البلورات']),
  concept('bifacial', ['bifacial', 'ثنائي الوجه', 'ثنائية الوجه', 'ثنائي الوجهين', 'ثنائية الوجهين']),
  concept('topcon', ['topcon', 'توبكون', 'توب كون']),
  concept('perc', ['perc', 'بيرك']),
  // MPPT and PWM stay tokens of their own, not "controller": inverters have a built-in MPPT, and a buyer
  // asking for MPPT does not want a PWM controller.
  // Buyers spell the acronyms letter by letter in Arabic.
  concept('mppt', ['mppt', 'ام بي بي تي']),
  concept('pwm', ['pwm', 'بي دبليو ام', 'بي دابليو ام']),
  concept('dc', ['dc', 'دي سي', 'تيار مستمر']),
  concept('ac', ['ac', 'اي سي', 'ايه سي', 'تيار متردد']),
  concept('wifi', ['wifi', 'wi fi', 'واي فاي', 'وايفاي']),
  // The three conditions of a listing (the index also carries each listing's own, search-document.ts).
  concept('used', ['مستعمل', 'مستعملة', 'مستعملات', 'مستخدم', 'مستخدمة', 'used', 'second hand']),
  concept('new', ['جديد', 'جديدة', 'new']),
  // Not صيانة alone: it is also the maintenance service engineers offer.
  concept('repair', ['يحتاج صيانة', 'تحتاج صيانة', 'عطلان', 'عطلانة', 'معطل', 'معطلة', 'خربان', 'خربانة', 'needs repair', 'faulty', 'for parts']),
  concept('warranty', ['ضمان', 'warranty', 'guarantee']),
  concept('charge', ['شحن', 'charge', 'charging']),
  concept('device', ['جهاز', 'أجهزة', 'device', 'devices']),
  // طقم/kit is a set of anything here (tool kit, clamp kit, pump kit), not a complete system.
  concept('kit', ['طقم', 'أطقم', 'kit', 'kits']),
  concept('integrated', ['متكامل', 'متكاملة', 'integrated', 'all in one']),
  concept('complete', ['كامل', 'كاملة', 'complete']),
  // Materials of bases and frames. حديد (iron) is what the market calls the steel they are made of.
  concept('aluminium', ['ألمنيوم', 'ألومنيوم', 'aluminium', 'aluminum']),
  concept('galvanised', ['مجلفن', 'مجلفنة', 'galvanised', 'galvanized']),
  concept('steel', ['حديد', 'steel']),
  concept('water', ['ماء', 'مياه', 'water']),
  concept('street', ['شارع', 'شوارع', 'street', 'streets']),
];

/**
 * Brands of the catalogue (reference/catalog.ts BRANDS and the demo listings), each with the Arabic
 * spellings the market uses; the token is the brand's first word, lower-cased.
 */
export const BRAND_VOCABULARY: readonly VocabularyEntry[] = [
  concept('huawei', ['هواوي', 'huawei']),
  concept('growatt', ['جروات', 'قروات', 'غروات', 'growatt']),
  concept('canadian', ['كنديان', 'كانديان', 'كنيديان', 'كانيديان', 'canadian', 'canadiansolar']),
  concept('jinko', ['جينكو', 'جنكو', 'jinko', 'jinkosolar']),
  concept('trina', ['ترينا', 'trina', 'trinasolar']),
  concept('longi', ['لونجي', 'لونقي', 'لونغي', 'longi']),
  concept('sma', ['sma', 'اس ام ايه']),
  concept('fronius', ['فرونيوس', 'fronius']),
  concept('abb', ['abb', 'اي بي بي']),
  concept('schneider', ['شنايدر', 'شنيدر', 'schneider']),
  concept('victron', ['فيكترون', 'فكترون', 'victron']),
  concept('pylontech', ['بايلونتك', 'بايلونتيك', 'بيلونتك', 'pylontech', 'pylon']),
  concept('byd', ['byd', 'بي واي دي']),
  concept('tesla', ['تسلا', 'tesla']),
  concept('lg', ['lg', 'ال جي']),
  concept('panasonic', ['باناسونيك', 'panasonic']),
  concept('sunpower', ['sunpower', 'sun power', 'صن باور']),
  concept('firstsolar', ['first solar', 'فيرست سولار']),
  concept('yingli', ['ينجلي', 'ينغلي', 'يينجلي', 'yingli']),
  concept('ja', ['ja', 'جي ايه', 'جي اي']),
  concept('narada', ['نارادا', 'narada']),
  concept('ritar', ['ريتار', 'ritar']),
  concept('luminous', ['لومينوس', 'luminous']),
  concept('felicity', ['فيليسيتي', 'فليسيتي', 'فيلسيتي', 'felicity']),
  concept('must', ['ماست', 'must']),
  concept('voltronic', ['فولترونك', 'فولترونيك', 'voltronic']),
  // Axpert is Voltronic's inverter line, sold and searched by that name.
  concept('axpert', ['أكسبرت', 'اكسبيرت', 'axpert']),
  // Deye is ديي on the agent's papers and داي in speech.
  concept('deye', ['ديي', 'داي', 'دايي', 'deye']),
  concept('lorentz', ['لورنتز', 'لورينتز', 'lorentz']),
  concept('ecoflow', ['ايكوفلو', 'اكوفلو', 'ecoflow']),
];

/** Unit tokens: a number followed by one of them is a size (550 w, 200 ah). */
export const SEARCH_UNITS = ['w', 'kw', 'wh', 'kwh', 'v', 'va', 'kva', 'ah', 'mah', 'hp', 'mm', 'm', 'l', 'inch'] as const;
export type SearchUnit = (typeof SEARCH_UNITS)[number];

const unit = (token: SearchUnit, forms: readonly string[]) => concept(token, forms);

/**
 * Units in every spelling. Ampere and ampere-hour are one token, "ah": Arabic sellers and buyers write
 * أمبير for both a battery's capacity and a controller's or breaker's current, so telling A from Ah would
 * separate «بطارية 200 امبير» from a listing that says 200Ah; the product type tells the two apart.
 * «كيلو» alone is a kilowatt, as the market says it (انفرتر 5 كيلو); kVA and kWh keep their own tokens.
 */
export const UNIT_VOCABULARY: readonly VocabularyEntry[] = [
  unit('w', ['واط', 'وات', 'w', 'wp', 'watt', 'watts']),
  unit('kw', ['كيلو', 'كيلووات', 'كيلوواط', 'كيلوات', 'كيلواط', 'كيلو وات', 'كيلو واط', 'kw', 'kwp', 'kilowatt', 'kilowatts']),
  unit('kwh', ['كيلو وات ساعة', 'كيلو واط ساعة', 'كيلووات ساعة', 'كيلوواط ساعة', 'kwh', 'kilowatt hour', 'kilowatt hours']),
  unit('wh', ['وات ساعة', 'واط ساعة', 'wh', 'watt hour', 'watt hours']),
  unit('v', ['فولت', 'فولط', 'v', 'volt', 'volts']),
  unit('va', ['va', 'فولت أمبير']),
  unit('kva', ['kva', 'كيلو فولت أمبير']),
  unit('ah', ['أمبير', 'أمبيرات', 'أمبير ساعة', 'ah', 'amp', 'amps', 'ampere', 'amperes', 'amp hour', 'amp hours', 'ampere hour', 'ampere hours']),
  unit('mah', ['mah', 'ملي أمبير', 'ملي أمبير ساعة']),
  unit('hp', ['حصان', 'أحصنة', 'hp', 'horsepower']),
  // ملي is how cable sizes are said (كابل 6 ملي).
  unit('mm', ['ملم', 'مم', 'ملي', 'مللي', 'مليمتر', 'ملليمتر', 'ملي متر', 'ملم مربع', 'مم مربع', 'ملي مربع', 'مللي مربع', 'mm', 'mm2']),
  unit('m', ['متر', 'أمتار', 'm', 'meter', 'meters', 'metre', 'metres']),
  unit('l', ['لتر', 'لترات', 'l', 'liter', 'liters', 'litre', 'litres']),
  unit('inch', ['بوصة', 'بوصات', 'إنش', 'inch', 'inches']),
];

/**
 * One-letter unit abbreviations, units only right after a number (60A, 8K, 5 ك, 100م): alone, «a» is the
 * English article and the Arabic letters are no word.
 */
export const UNIT_ABBREVIATIONS: Readonly<Record<string, SearchUnit>> = { a: 'ah', k: 'kw', 'ك': 'kw', 'م': 'm' };

/** The whole table, in the order above. */
export const SEARCH_VOCABULARY: readonly VocabularyEntry[] = [
  ...PRODUCT_VOCABULARY,
  ...ATTRIBUTE_VOCABULARY,
  ...BRAND_VOCABULARY,
  ...UNIT_VOCABULARY,
];

/**
 * Tokens that describe nearly everything this market sells: in a query they narrow nothing a buyer means
 * («أنظمة طاقة شمسية» asks for systems, whether or not a listing repeats «طاقة شمسية»), so a query drops
 * them when it has other words. Listings keep them, and a query of nothing else still searches them.
 */
export const FILLER_TOKENS: readonly string[] = ['solar', 'energy', 'complete', 'integrated'];

/**
 * Words dropped on both sides because they carry nothing a listing can match: Arabic and English function
 * words, and what buyers put around a query in Yemeni speech (اشتي "I want", حق "for", بكم "how much",
 * مطلوب "wanted", للبيع "for sale", سعر "price"). A bag of words cannot keep a negation, so لا goes; بدون
 * stays because «بدون بطارية» (runs without a battery) is a feature sellers state and buyers ask for.
 */
export const STOP_WORDS: readonly string[] = [
  'في', 'من', 'إلى', 'على', 'عن', 'مع', 'و', 'أو', 'ثم', 'ال', 'هذا', 'هذه', 'ذلك', 'تلك', 'التي', 'الذي', 'الذين',
  'هو', 'هي', 'هم', 'كل', 'بعض', 'ما', 'لا', 'لم', 'لن', 'قد', 'كان', 'يكون', 'أن', 'أنه', 'كما', 'أي', 'حتى',
  'بين', 'عند', 'لدى', 'حيث', 'إذا', 'أيضا', 'فقط', 'جدا', 'عبر', 'فيه', 'فيها', 'عليه', 'عليها', 'منه', 'منها',
  'به', 'بها', 'له', 'لها', 'معه', 'معها', 'هل', 'يا', 'لو', 'لكن', 'بعد', 'قبل', 'تم',
  'اشتي', 'ابغى', 'أريد', 'مطلوب', 'عندكم', 'عندك', 'يوجد', 'متوفر', 'حق', 'حقه', 'حقها', 'حقي', 'كم', 'بكم',
  'سعر', 'أسعار', 'بيع', 'فين', 'وين', 'ايش', 'شي', 'شيء', 'ممكن',
  // What a buyer wants, asks and says around the product (issue #38): none of it is on a listing to match.
  'ابغا', 'ابي', 'ابا', 'نبغى', 'نبي', 'نشتي', 'نريد', 'احتاج', 'نحتاج', 'محتاج', 'ادور', 'ابحث', 'اشتري', 'شراء', 'للبيع',
  'الاقي', 'القى', 'نلقى', 'يلقى', 'احصل', 'كيف', 'ليش', 'متى', 'وش', 'شو', 'تبع', 'حقت',
  'سمحت', 'سمحتم', 'فضلك', 'فضلكم', 'الله', 'يعافيك', 'يعطيك', 'العافية', 'شكرا', 'مرحبا', 'السلام', 'عليكم', 'أخي', 'اخوي', 'جماعة',
  'رخيص', 'ارخص', 'بارخص', 'بسعر', 'مناسب', 'معقول', 'أفضل', 'احسن', 'أجود', 'اقوى', 'غالي', 'عرض', 'عروض', 'تخفيض', 'تخفيضات', 'خصم',
  'a', 'an', 'the', 'and', 'or', 'of', 'for', 'with', 'in', 'on', 'at', 'to', 'from', 'by', 'is', 'are', 'was', 'be',
  'it', 'its', 'this', 'that', 'these', 'those', 'as', 'per', 'all', 'any', 'some', 'very', 'only', 'just', 'i',
  'me', 'my', 'we', 'our', 'you', 'your', 'please', 'want', 'wanted', 'buy', 'sell', 'sale', 'price', 'prices',
  'cost', 'how', 'much', 'where', 'what', 'which', 'do', 'does', 'have', 'has', 'can', 'need', 'looking', 'find', 'get',
  'cheap', 'cheapest', 'cheaper', 'affordable', 'best', 'good', 'offer', 'offers', 'discount', 'hi', 'hello', 'thanks',
];

/**
 * The product type each concept token names. Attributes (lithium, hybrid) name none, nor do products found
 * under several types (a pump is sold alone, in a kit, and drives a pump inverter), nor "kit", nor "solar"
 * and "energy", which every listing says.
 */
export const TOKEN_TYPES: Readonly<Record<string, ProductType>> = {
  panel: 'Panel',
  battery: 'Battery',
  mount: 'Panel bases',
  rail: 'Panel bases',
  clamp: 'Panel bases',
  inverter: 'Charging Devices',
  controller: 'Charging Devices',
  charger: 'Charging Devices',
  converter: 'Charging Devices',
  mppt: 'Charging Devices',
  pwm: 'Charging Devices',
  system: 'Integrated System',
  cable: 'Accessory',
  breaker: 'Accessory',
  fuse: 'Accessory',
  connector: 'Accessory',
  combiner: 'Accessory',
  surge: 'Accessory',
  shunt: 'Accessory',
  ats: 'Accessory',
  mc4: 'Accessory',
  accessory: 'Accessory',
  other: 'Others',
};

/**
 * Concepts that name no type but belong to one: a chemistry is a battery's, an inverter kind or a
 * controller's technology a charging device's, a cell technology a panel's, an appliance or a pump is
 * listed under Others. A query that names no type ranks listings of this type first (search-query.ts).
 * Listings do not carry these among their type's words (search-analyzer.ts `tokensOfType`), so not every
 * charging device says MPPT and PWM: its specifications or its own words do.
 */
export const IMPLIED_TYPES: Readonly<Record<string, ProductType>> = {
  lithium: 'Battery',
  gel: 'Battery',
  agm: 'Battery',
  tubular: 'Battery',
  lead: 'Battery',
  hybrid: 'Charging Devices',
  offgrid: 'Charging Devices',
  ongrid: 'Charging Devices',
  mppt: 'Charging Devices',
  pwm: 'Charging Devices',
  mono: 'Panel',
  poly: 'Panel',
  bifacial: 'Panel',
  topcon: 'Panel',
  perc: 'Panel',
  pump: 'Others',
  submersible: 'Others',
  vfd: 'Others',
  light: 'Others',
  heater: 'Others',
  fridge: 'Others',
  fan: 'Others',
};

/** The tokens of a listing's condition field (the same concepts as the words for it). */
export const CONDITION_TOKENS = { New: 'new', Used: 'used', 'Needs Repair': 'repair' } as const;
