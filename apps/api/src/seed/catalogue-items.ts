// The goods of the generated catalogue (catalogue-generator.ts): what Yemeni sellers list, in the words
// they write (the demo listings of demo-products.ts, the trade vocabulary of
// @solar/shared/domain/search-vocabulary), with sizes that exist for each kind of thing, a typical new
// price in USD and the sentences a description is made of. Pure data: no randomness here.
import type { ProductCondition, ProductType } from '@solar/shared/reference/catalog';
import type { ProductSpecifications } from '../db/schema/products.ts';
import type { ProductSpecsInput } from '@solar/shared/contract/product-specs';

export type Language = 'ar' | 'en';
type Bilingual = Record<Language, string>;

/** One thing a seller may list; many listings (other sellers, places, prices, conditions) share it. */
export interface CatalogueItem {
  type: ProductType;
  brand: string | null;
  model: string | null;
  /** Titles sellers give it, two or three per language, without the condition. */
  names: Record<Language, readonly string[]>;
  /** The description's first sentence: what exactly is sold. */
  summary: Bilingual;
  specifications: ProductSpecifications;
  /**
   * Its structured specifications (docs/decisions/025-listing-specifications.md): the line's datasheet
   * sizes where the item is a maker's model, sizes of the usual kind otherwise; absent for types without them.
   */
  specs?: ProductSpecsInput | null;
  /** A typical price when new, in USD. */
  usd: number;
}

/** How a brand is written in each language's titles; brands of reference/catalog.ts BRANDS and others the market sells. */
const BRAND_NAMES: Record<string, Bilingual> = {
  JinkoSolar: { ar: 'جينكو', en: 'Jinko' },
  'LONGi Solar': { ar: 'لونجي', en: 'LONGi' },
  'Trina Solar': { ar: 'ترينا', en: 'Trina' },
  'Canadian Solar': { ar: 'كنديان سولار', en: 'Canadian Solar' },
  'JA Solar': { ar: 'JA سولار', en: 'JA Solar' },
  'Yingli Solar': { ar: 'ينجلي', en: 'Yingli' },
  SunPower: { ar: 'صن باور', en: 'SunPower' },
  'First Solar': { ar: 'فيرست سولار', en: 'First Solar' },
  Panasonic: { ar: 'باناسونيك', en: 'Panasonic' },
  Pylontech: { ar: 'بايلونتك', en: 'Pylontech' },
  BYD: { ar: 'BYD', en: 'BYD' },
  Tesla: { ar: 'تسلا', en: 'Tesla' },
  'LG Chem': { ar: 'LG Chem', en: 'LG Chem' },
  Narada: { ar: 'نارادا', en: 'Narada' },
  Ritar: { ar: 'ريتار', en: 'Ritar' },
  Luminous: { ar: 'لومينوس', en: 'Luminous' },
  Felicity: { ar: 'فيليسيتي', en: 'Felicity' },
  Huawei: { ar: 'هواوي', en: 'Huawei' },
  Growatt: { ar: 'جروات', en: 'Growatt' },
  Deye: { ar: 'ديي', en: 'Deye' },
  Must: { ar: 'ماست', en: 'Must' },
  Voltronic: { ar: 'فولترونك', en: 'Voltronic' },
  SMA: { ar: 'SMA', en: 'SMA' },
  Fronius: { ar: 'فرونيوس', en: 'Fronius' },
  ABB: { ar: 'ABB', en: 'ABB' },
  'Schneider Electric': { ar: 'شنايدر', en: 'Schneider' },
  'Victron Energy': { ar: 'فيكترون', en: 'Victron' },
  EPEVER: { ar: 'EPEVER', en: 'EPEVER' },
  Lorentz: { ar: 'لورنتز', en: 'Lorentz' },
  EcoFlow: { ar: 'ايكوفلو', en: 'EcoFlow' },
};

const brandName = (brand: string | null, language: Language) => (brand ? BRAND_NAMES[brand]![language] : '');
/** Joins words, skipping empty ones (an unbranded item has no brand word). */
const words = (...parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== '' && p !== null && p !== undefined).join(' ');
const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/** «4 ألواح», «12 لوح», «لوحين»: Arabic counting of panels. */
function panelsAr(n: number): string {
  if (n === 1) return 'لوح واحد';
  if (n === 2) return 'لوحين';
  return n <= 10 ? `${n} ألواح` : `${n} لوح`;
}

function batteriesAr(n: number): string {
  if (n === 1) return 'بطارية واحدة';
  if (n === 2) return 'بطاريتين';
  return n <= 10 ? `${n} بطاريات` : `${n} بطارية`;
}

// ---------------------------------------------------------------------------------------------- panels

interface PanelLine {
  brand: string | null;
  line: string | null;
  watts: readonly number[];
  model: ((w: number) => string) | null;
  cell: 'mono' | 'poly' | 'bifacial' | 'n-type' | 'thin-film';
  /** The cell technology the line's datasheet names (null: another, such as back-contact, or none). */
  tech: 'perc' | 'topcon' | 'hjt' | null;
  /** Module length × width in mm by rated power, as the line's datasheets give them. */
  size: (w: number) => readonly [number, number];
  warrantyYears: number;
  usdPerWatt: number;
}

// Module formats of the market, in mm: 60, 72 and 78 cells of 182 mm, 66 of 210 mm, 72 of 156 mm.
const M60 = [1903, 1134] as const;
const M72 = [2278, 1134] as const;
const M78 = [2465, 1134] as const;
const M66 = [2384, 1303] as const;
const M72_OLD = [1956, 992] as const;

const PANEL_LINES: readonly PanelLine[] = [
  { brand: 'JinkoSolar', line: 'Tiger Neo', watts: [475, 580, 620], model: (w) => `JKM${w}N-72HL4-V`, cell: 'n-type', tech: 'topcon', size: (w) => (w < 500 ? M60 : w < 600 ? M72 : M78), warrantyYears: 12, usdPerWatt: 0.17 },
  { brand: 'JinkoSolar', line: 'Tiger Pro', watts: [530, 540, 545, 550], model: (w) => `JKM${w}M-72HL4-V`, cell: 'mono', tech: 'perc', size: () => [2274, 1134], warrantyYears: 12, usdPerWatt: 0.16 },
  { brand: 'LONGi Solar', line: 'Hi-MO 5', watts: [535, 540, 545, 550, 555], model: (w) => `LR5-72HPH-${w}M`, cell: 'mono', tech: 'perc', size: () => [2256, 1133], warrantyYears: 12, usdPerWatt: 0.165 },
  { brand: 'LONGi Solar', line: 'Hi-MO 6', watts: [560, 570, 580], model: (w) => `LR5-72HTH-${w}M`, cell: 'mono', tech: null, size: () => M72, warrantyYears: 12, usdPerWatt: 0.17 },
  { brand: 'LONGi Solar', line: 'Hi-MO X6', watts: [580, 590], model: (w) => `LR7-72HTH-${w}M`, cell: 'n-type', tech: null, size: () => M72, warrantyYears: 15, usdPerWatt: 0.18 },
  { brand: 'Trina Solar', line: 'Vertex', watts: [550, 600, 660, 670], model: (w) => `TSM-${w}DEG21C.20`, cell: 'bifacial', tech: 'perc', size: (w) => (w < 600 ? [2384, 1096] : w < 650 ? [2172, 1303] : M66), warrantyYears: 12, usdPerWatt: 0.16 },
  { brand: 'Canadian Solar', line: 'HiKu6', watts: [540, 545, 550], model: (w) => `CS6W-${w}MS`, cell: 'mono', tech: 'perc', size: () => [2261, 1134], warrantyYears: 12, usdPerWatt: 0.16 },
  { brand: 'Canadian Solar', line: 'HiKu7', watts: [655, 665], model: (w) => `CS7N-${w}MS`, cell: 'mono', tech: 'perc', size: () => M66, warrantyYears: 12, usdPerWatt: 0.165 },
  { brand: 'JA Solar', line: 'DeepBlue 3.0', watts: [540, 545, 550], model: (w) => `JAM72S30-${w}/MR`, cell: 'mono', tech: 'perc', size: () => [2279, 1134], warrantyYears: 12, usdPerWatt: 0.155 },
  { brand: 'Yingli Solar', line: null, watts: [280, 300, 330], model: (w) => `YL${w}P-35b`, cell: 'poly', tech: null, size: () => M72_OLD, warrantyYears: 10, usdPerWatt: 0.13 },
  { brand: 'SunPower', line: 'Maxeon 3', watts: [400, 430], model: (w) => `SPR-MAX3-${w}`, cell: 'mono', tech: null, size: () => [1690, 1046], warrantyYears: 25, usdPerWatt: 0.42 },
  { brand: 'First Solar', line: 'Series 6', watts: [440, 460], model: (w) => `FS-6${w}`, cell: 'thin-film', tech: null, size: () => [2009, 1232], warrantyYears: 12, usdPerWatt: 0.2 },
  { brand: 'Panasonic', line: 'EverVolt', watts: [400, 410], model: (w) => `EVPV${w}H`, cell: 'mono', tech: 'hjt', size: () => [1721, 1016], warrantyYears: 25, usdPerWatt: 0.38 },
  {
    brand: null, line: null, watts: [50, 100, 150, 200, 250], model: null, cell: 'mono', tech: 'perc',
    size: (w) => (({ 50: [540, 670], 100: [1015, 675], 150: [1480, 675], 200: [1580, 808] }) as Record<number, readonly [number, number]>)[w] ?? [1640, 992],
    warrantyYears: 1, usdPerWatt: 0.3,
  },
  { brand: null, line: null, watts: [300, 450, 550], model: null, cell: 'mono', tech: 'perc', size: (w) => (w < 400 ? M72_OLD : w < 500 ? [2094, 1038] : M72), warrantyYears: 0, usdPerWatt: 0.15 },
];

const CELL_NAMES: Record<PanelLine['cell'], Bilingual> = {
  mono: { ar: 'مونو', en: 'mono' },
  poly: { ar: 'بولي', en: 'polycrystalline' },
  bifacial: { ar: 'ثنائي الوجه', en: 'bifacial' },
  'n-type': { ar: 'N-Type', en: 'N-type' },
  'thin-film': { ar: 'أغشية رقيقة', en: 'thin-film' },
};

const CELL_SENTENCES: Record<PanelLine['cell'], Bilingual> = {
  mono: { ar: 'خلايا أحادية البلورة نصفية (Half-Cut)', en: 'monocrystalline half-cut cells' },
  poly: { ar: 'خلايا بولي كريستال متعددة البلورات', en: 'polycrystalline cells' },
  bifacial: { ar: 'ثنائي الوجه يستفيد من انعكاس الضوء من الأرض', en: 'bifacial cells that also use light reflected from the ground' },
  'n-type': { ar: 'خلايا N-Type أحادية البلورة بكفاءة عالية', en: 'high-efficiency N-type monocrystalline cells' },
  'thin-film': { ar: 'تقنية الأغشية الرقيقة التي تتحمل الحرارة', en: 'thin-film cells that cope well with heat' },
};

function panelItems(): CatalogueItem[] {
  return PANEL_LINES.flatMap((l) =>
    l.watts.map((w): CatalogueItem => {
      const bAr = brandName(l.brand, 'ar');
      const bEn = brandName(l.brand, 'en');
      const cell = CELL_NAMES[l.cell];
      const vmp = w < 120 ? 18 : w < 360 ? 31 + (w % 7) / 2 : w < 500 ? 37 + (w % 9) / 3 : 41 + (w % 11) / 2;
      const names = l.brand
        ? {
            ar: [words('لوح شمسي', bAr, w, 'واط'), words('لوح', bAr, l.line, w, 'وات'), words('لوح', bAr, w, 'وات', cell.ar)],
            en: [words(bEn, l.line, `${w} W`, 'solar panel'), words(`${w}W`, bEn, cell.en, 'panel')],
          }
        : {
            ar: [words('لوح شمسي', w, 'واط'), words('لوح طاقة شمسية', w, 'وات', cell.ar)],
            en: [`${w} W solar panel`, `${w}W ${cell.en} solar panel`],
          };
      return {
        type: 'Panel',
        brand: l.brand,
        model: l.model?.(w) ?? null,
        names,
        summary: {
          ar: `${words('لوح', bAr, l.line)} بقدرة ${w} وات، ${CELL_SENTENCES[l.cell].ar}${l.warrantyYears ? `، وضمان ${l.warrantyYears} سنة على المنتج` : ''}.`,
          en: `${words(bEn, l.line)} ${w} W module with ${CELL_SENTENCES[l.cell].en}${l.warrantyYears ? ` and a ${l.warrantyYears}-year product warranty` : ''}.`.replace(/^ /, ''),
        },
        specifications: {
          power: `${w}W`,
          voltage: `${vmp.toFixed(1)}V`,
          ...(l.warrantyYears ? { warranty: `${l.warrantyYears} years` } : {}),
        },
        specs: panelSpecs(l, w, vmp),
        usd: round(w * l.usdPerWatt, 1),
      };
    }),
  );
}

/**
 * A panel's specifications: its format's size, the efficiency they give (power ÷ area, as datasheets
 * compute it), Voc ≈ 1.2 × Vmp and Isc ≈ 1.06 × Imp as on crystalline datasheets (a thin-film module's
 * long cell string gives another Voc, left empty), and its technology's Voc temperature coefficient.
 */
function panelSpecs(l: PanelLine, w: number, vmp: number): ProductSpecsInput {
  const [lengthMm, widthMm] = l.size(w);
  const thinFilm = l.cell === 'thin-film';
  const tempCoeff = { perc: -0.28, topcon: -0.25, hjt: -0.24 } as const;
  return {
    kind: 'panel',
    powerW: w,
    cellType: thinFilm ? 'thin_film' : l.cell === 'poly' ? 'poly' : 'mono',
    cellTech: l.tech,
    vocV: thinFilm ? null : Math.round(vmp * 1.2 * 10) / 10,
    iscA: thinFilm ? null : Math.round((w / vmp) * 1.06 * 100) / 100,
    efficiencyPct: Math.round((w / ((lengthMm * widthMm) / 1e6) / 10) * 100) / 100,
    lengthMm,
    widthMm,
    tempCoeffVocPctPerC: l.tech ? tempCoeff[l.tech] : l.cell === 'poly' ? -0.32 : thinFilm ? -0.28 : -0.27,
  };
}

// ------------------------------------------------------------------------------------------- batteries

interface BatteryModel {
  brand: string | null;
  model: string | null;
  chemistry: 'lithium' | 'gel' | 'agm' | 'tubular';
  volts: number;
  ah: number;
  warrantyYears: number;
}

const LITHIUM: readonly BatteryModel[] = [
  { brand: 'Pylontech', model: 'US2000C', chemistry: 'lithium', volts: 48, ah: 50, warrantyYears: 10 },
  { brand: 'Pylontech', model: 'US3000C', chemistry: 'lithium', volts: 48, ah: 74, warrantyYears: 10 },
  { brand: 'Pylontech', model: 'US5000', chemistry: 'lithium', volts: 48, ah: 100, warrantyYears: 10 },
  { brand: 'Pylontech', model: 'Force L2', chemistry: 'lithium', volts: 48, ah: 148, warrantyYears: 10 },
  { brand: 'BYD', model: 'Battery-Box Premium LVS 4.0', chemistry: 'lithium', volts: 51.2, ah: 78, warrantyYears: 10 },
  { brand: 'BYD', model: 'Battery-Box Premium LVS 8.0', chemistry: 'lithium', volts: 51.2, ah: 156, warrantyYears: 10 },
  { brand: 'BYD', model: 'Battery-Box Premium LVS 12.0', chemistry: 'lithium', volts: 51.2, ah: 234, warrantyYears: 10 },
  { brand: 'Tesla', model: 'Powerwall 2', chemistry: 'lithium', volts: 50, ah: 270, warrantyYears: 10 },
  { brand: 'LG Chem', model: 'RESU 6.5', chemistry: 'lithium', volts: 48, ah: 126, warrantyYears: 10 },
  { brand: 'LG Chem', model: 'RESU 10', chemistry: 'lithium', volts: 48, ah: 189, warrantyYears: 10 },
  { brand: 'Huawei', model: 'LUNA2000-5-S0', chemistry: 'lithium', volts: 51.2, ah: 100, warrantyYears: 10 },
  { brand: 'Huawei', model: 'LUNA2000-10-S0', chemistry: 'lithium', volts: 51.2, ah: 200, warrantyYears: 10 },
  { brand: 'Growatt', model: 'AXE 5.0L', chemistry: 'lithium', volts: 51.2, ah: 100, warrantyYears: 10 },
  { brand: 'Deye', model: 'SE-G5.1 Pro', chemistry: 'lithium', volts: 51.2, ah: 100, warrantyYears: 10 },
  { brand: 'Felicity', model: 'LPBF12100', chemistry: 'lithium', volts: 12.8, ah: 100, warrantyYears: 5 },
  { brand: 'Felicity', model: 'LPBF24200', chemistry: 'lithium', volts: 25.6, ah: 200, warrantyYears: 5 },
  { brand: 'Felicity', model: 'LPBF48100', chemistry: 'lithium', volts: 51.2, ah: 100, warrantyYears: 5 },
  ...[100, 200].map((ah) => ({ brand: null, model: null, chemistry: 'lithium' as const, volts: 12.8, ah, warrantyYears: 2 })),
  ...[100, 200].map((ah) => ({ brand: null, model: null, chemistry: 'lithium' as const, volts: 25.6, ah, warrantyYears: 2 })),
  ...[100, 200, 280, 314].map((ah) => ({ brand: null, model: null, chemistry: 'lithium' as const, volts: 48, ah, warrantyYears: 3 })),
];

const LEAD: readonly BatteryModel[] = [
  ...[100, 150, 200, 250].map((ah) => ({ brand: 'Narada', model: `MPG12V${ah}`, chemistry: 'gel' as const, volts: 12, ah, warrantyYears: 2 })),
  ...[100, 150, 200].map((ah) => ({ brand: 'Ritar', model: `DG12-${ah}`, chemistry: 'agm' as const, volts: 12, ah, warrantyYears: 1 })),
  ...[150, 200, 220].map((ah) => ({ brand: 'Luminous', model: `RC ${ah * 100 + 3000}`, chemistry: 'tubular' as const, volts: 12, ah, warrantyYears: 3 })),
  ...[100, 200].map((ah) => ({ brand: 'Felicity', model: `FL12${ah}0`, chemistry: 'gel' as const, volts: 12, ah, warrantyYears: 1 })),
  ...[100, 150, 200].map((ah) => ({ brand: null, model: null, chemistry: 'gel' as const, volts: 12, ah, warrantyYears: 1 })),
  ...[200, 220].map((ah) => ({ brand: null, model: null, chemistry: 'tubular' as const, volts: 12, ah, warrantyYears: 1 })),
];

const CHEMISTRY: Record<BatteryModel['chemistry'], Bilingual> = {
  lithium: { ar: 'ليثيوم', en: 'lithium' },
  gel: { ar: 'جل', en: 'gel' },
  agm: { ar: 'AGM', en: 'AGM' },
  tubular: { ar: 'أنبوبية', en: 'tubular' },
};

function batteryItems(): CatalogueItem[] {
  return [...LITHIUM, ...LEAD].map((b): CatalogueItem => {
    const bAr = brandName(b.brand, 'ar');
    const bEn = brandName(b.brand, 'en');
    const kwh = Math.round((b.volts * b.ah) / 100) / 10;
    const chem = CHEMISTRY[b.chemistry];
    const lithium = b.chemistry === 'lithium';
    const names = lithium
      ? {
          ar: [
            words('بطارية ليثيوم', b.volts, 'فولت', b.ah, 'أمبير', bAr),
            b.model ? words('بطارية', bAr, b.model, 'ليثيوم', b.volts, 'فولت') : words('بطارية ليثيوم', kwh, 'كيلو وات ساعة'),
          ],
          en: [words(bEn, b.model, `${b.volts}V ${b.ah}Ah lithium battery`), words(`${b.volts} V ${b.ah} Ah LiFePO4 battery`, bEn)],
        }
      : {
          ar: [words('بطارية', chem.ar, b.ah, 'أمبير', b.volts, 'فولت', bAr), words('بطارية', bAr, chem.ar, b.ah, 'امبير')],
          en: [words(bEn, `${b.ah} Ah ${b.volts} V`, chem.en, 'battery'), words(`${b.ah}Ah`, chem.en, 'battery', bEn)],
        };
    return {
      type: 'Battery',
      brand: b.brand,
      model: b.model,
      names,
      summary: lithium
        ? {
            ar: `بطارية ليثيوم فوسفات الحديد (LiFePO4) جهد ${b.volts} فولت وسعة ${b.ah} أمبير، أي ${kwh} كيلو وات ساعة، مع نظام إدارة BMS مدمج.`,
            en: `LiFePO4 battery, ${b.volts} V and ${b.ah} Ah (${kwh} kWh), with a built-in BMS.`,
          }
        : {
            ar: `بطارية ${chem.ar} ${b.volts} فولت بسعة ${b.ah} أمبير، دورة عميقة مخصصة لمنظومات الطاقة الشمسية.`,
            en: `${b.volts} V ${b.ah} Ah deep-cycle ${chem.en} battery made for solar systems.`,
          },
      specifications: { voltage: `${b.volts}V`, capacity: `${b.ah}Ah`, warranty: `${b.warrantyYears} years` },
      specs: {
        kind: 'battery',
        // LG Chem's RESU and Tesla's Powerwall are lithium NMC, not LiFePO4.
        chemistry: b.chemistry === 'lithium' ? (b.brand === 'LG Chem' || b.brand === 'Tesla' ? 'other' : 'lifepo4') : b.chemistry === 'tubular' ? 'flooded' : b.chemistry,
        voltageV: b.volts,
        capacityAh: b.ah,
        // Cycles at the depth of discharge the listing's usable kWh assumes (80 % lithium, 50 % lead-acid).
        cycleLife: b.chemistry === 'lithium' ? 6000 : { gel: 1200, agm: 600, tubular: 1500 }[b.chemistry],
        ageMonths: null,
        healthPct: null,
      },
      usd: lithium
        ? round(kwh * (b.brand === 'Tesla' ? 560 : b.brand && ['BYD', 'LG Chem', 'Huawei'].includes(b.brand) ? 380 : b.brand ? 270 : 210), 5)
        : round(b.ah * (b.chemistry === 'tubular' ? 1.25 : b.chemistry === 'gel' ? 1.15 : 1.0) * (b.brand ? 1.1 : 1), 5),
    };
  });
}

// ---------------------------------------------------------------------- inverters and charge controllers

interface InverterModel {
  brand: string | null;
  model: string | null;
  kw: number;
  kind: 'hybrid' | 'offgrid' | 'ongrid';
  volts: number;
  usdPerKw: number;
}

const inverter = (brand: string | null, kind: InverterModel['kind'], usdPerKw: number, list: [string | null, number, number][]): InverterModel[] =>
  list.map(([model, kw, volts]) => ({ brand, model, kw, kind, volts, usdPerKw }));

const INVERTERS: readonly InverterModel[] = [
  ...inverter('Growatt', 'offgrid', 140, [['SPF 3000TL LVM', 3, 24], ['SPF 5000 ES', 5, 48], ['SPF 6000 ES Plus', 6, 48]]),
  ...inverter('Growatt', 'ongrid', 90, [['MIN 3000TL-X', 3, 500], ['MOD 10KTL3-X', 10, 600]]),
  ...inverter('Deye', 'hybrid', 190, [['SUN-5K-SG03LP1', 5, 48], ['SUN-8K-SG01LP1', 8, 48], ['SUN-12K-SG04LP3', 12, 48]]),
  ...inverter('Must', 'hybrid', 120, [['PV18-3024 VPM', 3, 24], ['PV18-5048 VPK', 5, 48]]),
  ...inverter('Voltronic', 'offgrid', 125, [['Axpert VM III 5K', 5, 48], ['Axpert MAX 7.2K', 7.2, 48]]),
  ...inverter('Felicity', 'offgrid', 115, [['IVEM3524', 3.5, 24], ['IVEM5048', 5, 48]]),
  ...inverter('Huawei', 'hybrid', 210, [['SUN2000-3KTL-L1', 3, 600], ['SUN2000-5KTL-L1', 5, 600], ['SUN2000-6KTL-L1', 6, 600], ['SUN2000-10KTL-M1', 10, 1100]]),
  ...inverter('SMA', 'ongrid', 330, [['Sunny Boy 5.0', 5, 600], ['Sunny Tripower 10.0', 10, 1000]]),
  ...inverter('SMA', 'offgrid', 520, [['Sunny Island 4.4M', 4.4, 48]]),
  ...inverter('Fronius', 'ongrid', 340, [['Primo 5.0-1', 5, 600], ['Symo 10.0-3-M', 10, 1000]]),
  ...inverter('Victron Energy', 'offgrid', 420, [['MultiPlus-II 48/3000/35-32', 3, 48], ['MultiPlus-II 48/5000/70-50', 5, 48], ['Quattro 48/10000/140-100', 10, 48]]),
  ...inverter('Schneider Electric', 'hybrid', 450, [['Conext XW+ 6848', 6.8, 48], ['Conext SW 4048', 4, 48]]),
  ...inverter('ABB', 'ongrid', 230, [['UNO-DM-3.3-TL-PLUS', 3.3, 600], ['UNO-DM-5.0-TL-PLUS', 5, 600]]),
  ...inverter(null, 'offgrid', 100, [[null, 1, 12], [null, 1.5, 24], [null, 3, 24], [null, 5, 48]]),
  ...inverter(null, 'hybrid', 110, [[null, 3, 24], [null, 5, 48], [null, 8, 48]]),
];

const INVERTER_KIND: Record<InverterModel['kind'], Bilingual> = {
  hybrid: { ar: 'هجين', en: 'hybrid' },
  offgrid: { ar: 'أوف جريد', en: 'off-grid' },
  ongrid: { ar: 'أون جريد', en: 'on-grid' },
};

const INVERTER_USE: Record<InverterModel['kind'], Bilingual> = {
  hybrid: { ar: 'يعمل مع البطاريات والشبكة معاً ويحتوي على منظم MPPT مدمج', en: 'runs on batteries and the grid together, with a built-in MPPT charger' },
  offgrid: { ar: 'للمنظومات المنفصلة عن الشبكة مع منظم شحن MPPT مدمج', en: 'runs off the grid, with a built-in MPPT charge controller' },
  ongrid: { ar: 'مربوط بالشبكة بدون بطاريات، مناسب للمصانع والمحلات التي تعمل نهاراً', en: 'feeds the grid without batteries, for workshops and shops that work by day' },
};

function inverterItems(): CatalogueItem[] {
  return INVERTERS.map((i): CatalogueItem => {
    const bAr = brandName(i.brand, 'ar');
    const bEn = brandName(i.brand, 'en');
    const kind = INVERTER_KIND[i.kind];
    return {
      type: 'Charging Devices',
      brand: i.brand,
      model: i.model,
      names: {
        ar: [
          words('انفرتر', kind.ar, i.kw, 'كيلو', bAr),
          i.model ? words('إنفرتر', bAr, i.model) : words('إنفرتر', i.kw, 'كيلو وات', kind.ar),
          words('انفرتر', bAr, i.kw, 'كيلو', i.volts <= 48 ? `${i.volts} فولت` : ''),
        ],
        en: [words(bEn, i.model, `${i.kw} kW`, kind.en, 'inverter'), words(`${i.kw}kW`, kind.en, 'inverter', bEn)],
      },
      summary: {
        ar: `إنفرتر ${kind.ar} بقدرة ${i.kw} كيلو وات${i.volts <= 48 ? ` على جهد بطاريات ${i.volts} فولت` : ''}، ${INVERTER_USE[i.kind].ar}.`,
        en: `${i.kw} kW ${kind.en} inverter${i.volts <= 48 ? ` on a ${i.volts} V battery bank` : ''}; it ${INVERTER_USE[i.kind].en}.`,
      },
      specifications: { power: `${Math.round(i.kw * 1000)}W`, voltage: `${i.volts}V`, warranty: `${i.usdPerKw > 300 ? 5 : 2} years` },
      specs: inverterSpecs(i),
      usd: round(i.kw * i.usdPerKw, 5),
    };
  });
}

// Inverter/chargers without a solar charger of their own: no MPPT window, no PV input.
const WITHOUT_MPPT = /MultiPlus|Quattro|Sunny Island|Conext/;
// The MPPT window and PV input limit usual at each battery voltage (Growatt SPF, Must VPM and kin), and of grid-tie strings.
const PV_WINDOWS: Record<number, readonly [number, number, number]> = { 12: [15, 80, 100], 24: [30, 115, 145], 48: [120, 430, 450], 600: [80, 550, 600], 1000: [200, 950, 1000], 1100: [140, 980, 1100] };

/**
 * An inverter's specifications. A "hybrid" whose battery is a high-voltage stack (Huawei's LUNA2000, 350–560 V)
 * takes none of the 12–96 V banks: it is counted with the grid-tie ones, which take no battery.
 */
function inverterSpecs(i: InverterModel): ProductSpecsInput {
  const lowVoltage = i.volts <= 48;
  const inverterKind = !lowVoltage ? 'on_grid' : i.kind === 'hybrid' ? 'hybrid' : i.kind === 'offgrid' ? 'off_grid' : 'on_grid';
  const window = WITHOUT_MPPT.test(i.model ?? '') ? null : PV_WINDOWS[i.volts] ?? null;
  return {
    kind: 'inverter',
    inverterKind,
    powerW: Math.round(i.kw * 1000),
    batteryVoltages: lowVoltage ? [i.volts] : [],
    mpptMinV: window?.[0] ?? null,
    mpptMaxV: window?.[1] ?? null,
    maxPvInputV: window?.[2] ?? null,
    // A charger sized to the inverter, as the common models are (5 kW at 48 V: 100 A).
    maxChargeA: lowVoltage ? Math.min(200, Math.round((i.kw * 1000) / i.volts / 10) * 10) : null,
  };
}

interface ControllerModel {
  brand: string | null;
  model: string | null;
  kind: 'mppt' | 'pwm' | 'charger';
  amps: number;
  volts: string;
  usd: number;
}

const CONTROLLERS: readonly ControllerModel[] = [
  ...([[100, 30, 95], [100, 50, 190], [150, 60, 380], [150, 100, 560], [250, 100, 780]] as const).map(([v, a, usd]) => ({
    brand: 'Victron Energy', model: `SmartSolar MPPT ${v}/${a}`, kind: 'mppt' as const, amps: a, volts: '12/24/48V', usd,
  })),
  // Unbranded MPPT controllers: MPPT is how they charge, not who made them (issue #17: it was listed as a brand).
  ...[40, 60, 80, 100].map((a) => ({ brand: null, model: `MPPT-${a}A`, kind: 'mppt' as const, amps: a, volts: '12/24/48V', usd: a * 2.2 })),
  ...([['Tracer 4210AN', 40, 120], ['XTRA 3210N', 30, 95], ['Tracer 6415AN', 60, 210]] as const).map(([model, a, usd]) => ({
    brand: 'EPEVER', model, kind: 'mppt' as const, amps: a, volts: '12/24V', usd,
  })),
  ...[20, 30, 60].map((a) => ({ brand: null, model: null, kind: 'pwm' as const, amps: a, volts: '12/24V', usd: a * 0.9 })),
  ...([['Blue Smart IP22 12/30', 30, '12V', 160], ['Blue Smart IP22 24/16', 16, '24V', 150]] as const).map(([model, a, v, usd]) => ({
    brand: 'Victron Energy', model, kind: 'charger' as const, amps: a, volts: v, usd,
  })),
  ...[20, 40].map((a) => ({ brand: null, model: null, kind: 'charger' as const, amps: a, volts: '12/24V', usd: a * 2 })),
];

function controllerItems(): CatalogueItem[] {
  return CONTROLLERS.map((c): CatalogueItem => {
    const bAr = brandName(c.brand, 'ar');
    const bEn = brandName(c.brand, 'en');
    const branded = c.brand !== null;
    const names =
      c.kind === 'charger'
        ? { ar: [words('شاحن بطاريات', c.amps, 'أمبير', bAr), words('جهاز شحن بطاريات', bAr, c.model)], en: [words(bEn, c.model, `${c.amps} A battery charger`)] }
        : {
            ar: [
              words('منظم شحن', c.kind === 'mppt' ? 'MPPT' : 'PWM', c.amps, 'أمبير', branded ? bAr : ''),
              branded ? words('منظم شحن', bAr, c.model) : words('منظم', c.kind === 'mppt' ? 'MPPT' : 'PWM', c.amps, 'امبير', c.volts.replace('V', ' فولت')),
            ],
            en: [words(branded ? bEn : '', c.model ?? '', `${c.amps} A`, c.kind === 'mppt' ? 'MPPT' : 'PWM', 'charge controller')],
          };
    return {
      type: 'Charging Devices',
      brand: c.brand,
      model: c.model,
      names,
      summary:
        c.kind === 'charger'
          ? { ar: `شاحن بطاريات ${c.amps} أمبير لجهد ${c.volts.replace('V', ' فولت')}، يشحن بطاريات الجل والليثيوم على مراحل.`, en: `${c.amps} A battery charger for ${c.volts}, charging gel and lithium batteries in stages.` }
          : c.kind === 'mppt'
            ? { ar: `منظم شحن MPPT بتيار ${c.amps} أمبير يعمل على ${c.volts.replace('V', ' فولت')}، يرفع إنتاج الألواح حتى 30% مقارنة بمنظمات PWM.`, en: `${c.amps} A MPPT charge controller for ${c.volts}, harvesting up to 30% more than a PWM controller.` }
            : { ar: `منظم شحن PWM بتيار ${c.amps} أمبير، مناسب للمنظومات الصغيرة والإنارة.`, en: `${c.amps} A PWM charge controller for small systems and lighting.` },
      specifications: { voltage: c.volts, capacity: `${c.amps}A` },
      specs: controllerSpecs(c),
      usd: round(c.usd, 1),
    };
  });
}

/**
 * A charge controller's specifications: its PV power at its highest battery voltage (amps × volts × 1.2,
 * as Victron rates its 150/60 at 3,440 W on 48 V), and its PV voltage limit (Victron's and EPEVER's model
 * numbers say it: 150/60 is 150 V; unbranded MPPT units take 150 V, PWM ones a 12/24 V panel string).
 * A mains battery charger is neither an inverter nor a controller: it has no specifications of these kinds.
 */
function controllerSpecs(c: ControllerModel): ProductSpecsInput | null {
  if (c.kind === 'charger') return null;
  const batteryVoltages = c.volts.replace('V', '').split('/').map(Number);
  const top = Math.max(...batteryVoltages);
  const maxPv = c.kind === 'pwm' ? 50 : Number(/(\d{3})\//.exec(c.model ?? '')?.[1] ?? (/^Tracer 6|^XTRA 4/.test(c.model ?? '') ? 150 : /^Tracer|^XTRA/.test(c.model ?? '') ? 100 : 150));
  return {
    kind: 'inverter',
    inverterKind: c.kind === 'mppt' ? 'mppt_controller' : 'pwm_controller',
    powerW: Math.round((c.amps * top * 1.2) / 10) * 10,
    batteryVoltages,
    mpptMinV: null,
    mpptMaxV: c.kind === 'mppt' ? maxPv - 5 : null,
    maxPvInputV: maxPv,
    maxChargeA: c.amps,
  };
}

// ------------------------------------------------------------------------------------------ panel bases

function baseItems(): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  for (const n of [2, 4, 6, 8, 10, 12]) {
    items.push({
      type: 'Panel bases', brand: null, model: null,
      names: { ar: [`قاعدة ألواح أرضية حديد مجلفن لـ ${panelsAr(n)}`, `قاعدة حديد مجلفن لـ ${panelsAr(n)}`], en: [`Galvanised steel ground mount for ${n} panels`] },
      summary: { ar: `قاعدة أرضية من الحديد المجلفن تحمل ${panelsAr(n)} بمقاس 72 خلية، بزاوية ميل 15 درجة مناسبة لليمن.`, en: `Galvanised steel ground mount holding ${n} 72-cell panels at a 15° tilt, right for Yemen's latitude.` },
      specifications: { capacity: `${n} panels` }, usd: round(n * 22, 5),
    });
  }
  for (const n of [4, 8, 12, 16]) {
    items.push({
      type: 'Panel bases', brand: null, model: null,
      names: { ar: [`هيكل تثبيت ألواح على السطح لـ ${panelsAr(n)}`, `هيكل ألمنيوم للسطح ${panelsAr(n)}`], en: [`Roof mounting structure for ${n} panels`] },
      summary: { ar: `هيكل تثبيت من الألمنيوم للأسطح الخرسانية يحمل ${panelsAr(n)} مع البراغي والمشابك.`, en: `Aluminium mounting structure for concrete roofs, for ${n} panels, with bolts and clamps.` },
      specifications: { capacity: `${n} panels` }, usd: round(n * 26, 5),
    });
  }
  for (const len of [2.4, 3.2, 4.2, 6]) {
    items.push({
      type: 'Panel bases', brand: null, model: null,
      names: { ar: [`سكك ألمنيوم ${len} متر مع المشابك`, `سكة تثبيت ألواح ${len} متر`], en: [`Aluminium mounting rails ${len} m with clamps`] },
      summary: { ar: `سكك ألمنيوم بطول ${len} متر لتثبيت الألواح، تأتي مع المشابك الوسطية والطرفية.`, en: `${len} m aluminium rails for fixing panels, with middle and end clamps.` },
      specifications: { capacity: `${len}m` }, usd: round(len * 7, 1),
    });
  }
  for (const [h, n] of [[2, 6], [2.5, 12], [3, 20]] as const) {
    items.push({
      type: 'Panel bases', brand: null, model: null,
      names: { ar: [`مظلة ألواح مرتفعة ${h} متر لـ ${panelsAr(n)}`], en: [`Elevated ${h} m panel canopy for ${n} panels`] },
      summary: { ar: `مظلة حديد مرتفعة ${h} متر تحمل ${panelsAr(n)} وتظلل السيارات أو الحوش تحتها.`, en: `Elevated ${h} m steel canopy for ${n} panels that shades cars or the yard below.` },
      specifications: { capacity: `${n} panels` }, usd: round(n * 45, 5),
    });
  }
  for (const n of [1, 2]) {
    items.push({
      type: 'Panel bases', brand: null, model: null,
      names: { ar: [`حامل عمود لـ ${panelsAr(n)}`, `ستاند عمود ألواح ${n === 1 ? 'مفرد' : 'مزدوج'}`], en: [`Pole mount for ${n === 1 ? 'one panel' : 'two panels'}`] },
      summary: { ar: `حامل يثبت على عمود لـ ${panelsAr(n)}، مناسب لإنارة الشوارع والمزارع.`, en: `Pole mount for ${n === 1 ? 'one panel' : 'two panels'}, for street lights and farms.` },
      specifications: { capacity: `${n} panels` }, usd: 18 * n,
    });
  }
  items.push({
    type: 'Panel bases', brand: null, model: null,
    names: { ar: ['طقم مشابك وأرجل L لتثبيت الألواح', 'مشابك تثبيت ألواح مع البراغي'], en: ['Panel clamps and L-feet kit'] },
    summary: { ar: 'طقم مشابك وسطية وطرفية مع أرجل L وبراغي ستانلس لتثبيت الألواح على السكك.', en: 'Middle and end clamps with L-feet and stainless bolts for fixing panels on rails.' },
    specifications: { capacity: '10 panels' }, usd: 30,
  });
  return items;
}

// -------------------------------------------------------------------------------------- complete systems

function systemItems(): CatalogueItem[] {
  const brands: (string | null)[] = [null, 'Growatt', 'Deye', 'Huawei', 'Victron Energy', 'JinkoSolar', 'Must', 'Felicity'];
  const items: CatalogueItem[] = [];
  for (const kw of [0.5, 1, 1.5, 2, 3, 5, 6, 8, 10, 15, 20]) {
    for (const [index, brand] of brands.entries()) {
      // Not every brand sells every size: small systems are unbranded kits, large ones need a large inverter.
      if ((kw < 1 && brand) || (kw >= 15 && (brand === 'Must' || brand === 'Felicity')) || (index + Math.round(kw * 2)) % 3 === 0) continue;
      const lithium = kw >= 5 ? index % 2 === 0 : index % 4 === 1;
      const volts = kw <= 1 ? 12 : kw <= 2 ? 24 : 48;
      const panelW = kw < 1 ? 250 : 550;
      const panels = Math.ceil((kw * 1000 * 1.2) / panelW);
      const batteries = lithium ? Math.max(1, Math.round(kw / 2.5)) : Math.max(2, Math.round(kw * 2));
      const kwh = lithium ? batteries * 5 : Math.round(batteries * 2.4 * 10) / 10;
      const bAr = brandName(brand, 'ar');
      const bEn = brandName(brand, 'en');
      const chem = lithium ? CHEMISTRY.lithium : CHEMISTRY.gel;
      const use: Bilingual = kw <= 1 ? { ar: 'للإنارة والمراوح والتلفزيون', en: 'for lights, fans and a TV' }
        : kw <= 3 ? { ar: 'للمنازل: ثلاجة وغسالة وإنارة', en: 'for a home: fridge, washing machine and lights' }
          : kw <= 8 ? { ar: 'للمنازل الكبيرة والمحلات التجارية', en: 'for large homes and shops' }
            : { ar: 'للمشاريع التجارية والمزارع والآبار', en: 'for businesses, farms and wells' };
      items.push({
        type: 'Integrated System',
        brand,
        model: null,
        names: {
          ar: [
            words('منظومة', kw, 'كيلو', bAr),
            words('منظومة طاقة شمسية متكاملة', kw, 'كيلو وات'),
            words('منظومة', kw, 'كيلو', bAr, 'مع بطاريات', chem.ar),
          ],
          en: [words(`Complete ${kw} kW solar system`, brand ? `(${bEn})` : ''), words(`${kw} kW`, bEn, `system with ${chem.en} batteries`)],
        },
        summary: {
          ar: `منظومة ${kw} كيلو ${use.ar}، تتكون من ${panelsAr(panels)} ${panelW} وات وانفرتر ${Math.max(1, Math.ceil(kw))} كيلو و${batteriesAr(batteries)} ${chem.ar}.`,
          en: `${kw} kW system ${use.en}: ${panels} × ${panelW} W panels, a ${Math.max(1, Math.ceil(kw))} kW inverter and ${batteries} ${chem.en} batteries.`,
        },
        specifications: { power: `${kw}kW`, voltage: `${volts}V`, capacity: `${kwh}kWh` },
        specs: { kind: 'system', pvW: panels * panelW, batteryKwh: kwh, inverterW: Math.max(1, Math.ceil(kw)) * 1000 },
        usd: round(kw * (lithium ? 980 : 720) * (brand && ['Huawei', 'Victron Energy'].includes(brand) ? 1.3 : 1), 10),
      });
    }
  }
  return items;
}

// ------------------------------------------------------------------------------------------ accessories

function accessoryItems(): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  const add = (item: Omit<CatalogueItem, 'type'>) => items.push({ type: 'Accessory', ...item });
  for (const mm of [4, 6, 10]) {
    for (const len of [50, 100]) {
      add({
        brand: null, model: `PV1-F 1x${mm}`,
        names: { ar: [`كيبل ${mm} مم - لفة ${len} متر`, `كابل سولار ${mm} ملم أحمر وأسود ${len} متر`, `سلك ألواح شمسية ${mm} ملي لفة ${len} متر`], en: [`${mm} mm² PV cable, ${len} m roll`, `Solar cable ${mm}mm ${len}m`] },
        summary: { ar: `كابل نحاس معزول مخصص للألواح الشمسية مقاس ${mm} ملم، لفة ${len} متر، يتحمل الشمس والحرارة حتى 1500 فولت DC.`, en: `Tinned copper PV cable, ${mm} mm², ${len} m roll, UV and heat resistant, rated 1500 V DC.` },
        specifications: { capacity: `${len}m`, voltage: '1500V' }, usd: round(len * mm * 0.12, 1),
      });
    }
  }
  for (const mm of [16, 25, 35, 50, 70]) {
    add({
      brand: null, model: null,
      names: { ar: [`كابلات بطاريات ${mm} ملم مع رؤوس`, `كيبل بطارية ${mm} مم نحاس`], en: [`${mm} mm² battery cables with lugs`] },
      summary: { ar: `كابلات نحاس مرنة مقاس ${mm} ملم لتوصيل البطاريات بالانفرتر، مع رؤوس مكبوسة.`, en: `Flexible ${mm} mm² copper cables for connecting batteries to the inverter, with crimped lugs.` },
      specifications: { capacity: `${mm}mm²` }, usd: round(mm * 0.9, 1),
    });
  }
  for (const pairs of [5, 10, 20, 50]) {
    add({
      brand: null, model: 'MC4',
      names: { ar: [`موصلات MC4 - ${pairs} أزواج`, `كونكتر MC4 أصلي ${pairs} زوج`], en: [`MC4 connectors, ${pairs} pairs`] },
      summary: { ar: `موصلات MC4 ذكر وأنثى مقاومة للماء (IP67) لتوصيل الألواح، العدد ${pairs} زوج.`, en: `${pairs} pairs of waterproof (IP67) male and female MC4 connectors for panels.` },
      specifications: { voltage: '1000V' }, usd: round(pairs * 1.2, 1),
    });
  }
  for (const brand of ['Schneider Electric', 'ABB', null]) {
    for (const amps of [16, 32, 63, 125]) {
      add({
        brand, model: brand === 'ABB' ? `S802PV-S${amps}` : brand ? `C60H-DC 2P ${amps}A` : null,
        names: { ar: [words('قاطع DC', amps, 'أمبير', brandName(brand, 'ar')), words('بريكر DC ثنائي', amps, 'أمبير', brandName(brand, 'ar'))], en: [words(brandName(brand, 'en'), `2-pole ${amps} A DC breaker`)] },
        summary: { ar: `قاطع تيار مستمر ثنائي الأقطاب ${amps} أمبير لحماية الألواح والبطاريات.`, en: `Two-pole ${amps} A DC circuit breaker protecting panels and batteries.` },
        specifications: { capacity: `${amps}A`, voltage: '550V' }, usd: round((brand ? 18 : 7) + amps * 0.15, 1),
      });
    }
  }
  for (const amps of [10, 15, 20]) {
    add({
      brand: null, model: null,
      names: { ar: [`فيوزات DC ${amps} أمبير مع قاعدة`], en: [`${amps} A DC fuses with holders`] },
      summary: { ar: `فيوزات ${amps} أمبير لخطوط الألواح مع قواعد قابلة للتركيب على سكة DIN.`, en: `${amps} A string fuses with DIN-rail holders.` },
      specifications: { capacity: `${amps}A`, voltage: '1000V' }, usd: 6,
    });
  }
  for (const inputs of [2, 4, 6]) {
    add({
      brand: inputs === 4 ? 'ABB' : null, model: null,
      names: { ar: [`صندوق تجميع ${inputs} مداخل مع حماية`], en: [`${inputs}-in-1-out combiner box with SPD`] },
      summary: { ar: `صندوق تجميع ${inputs} مداخل للألواح مع فيوزات ومانع صواعق وقاطع رئيسي.`, en: `Combiner box for ${inputs} strings with fuses, surge protection and a main breaker.` },
      specifications: { voltage: '1000V', capacity: `${inputs} strings` }, usd: 25 + inputs * 9,
    });
  }
  for (const [brand, volts] of [['ABB', 1000], ['Schneider Electric', 600], [null, 1000]] as const) {
    add({
      brand, model: brand === 'ABB' ? 'OVR PV T2 40-1000 P' : null,
      names: { ar: [words('مانع صواعق DC', volts, 'فولت', brandName(brand, 'ar'))], en: [words(brandName(brand, 'en'), `${volts} V DC surge protector`)] },
      summary: { ar: `مانع صواعق للتيار المستمر حتى ${volts} فولت يحمي الانفرتر من الصواعق والارتفاعات المفاجئة.`, en: `DC surge protector up to ${volts} V, protecting the inverter from lightning and spikes.` },
      specifications: { voltage: `${volts}V` }, usd: brand ? 45 : 15,
    });
  }
  add({
    brand: 'Victron Energy', model: 'SmartShunt 500A/50mV',
    names: { ar: ['شنت فيكترون SmartShunt 500 أمبير'], en: ['Victron SmartShunt 500 A battery monitor'] },
    summary: { ar: 'شنت لمراقبة البطاريات يعرض نسبة الشحن والتيار على الجوال عبر البلوتوث.', en: 'Battery monitor shunt that shows state of charge and current on a phone over Bluetooth.' },
    specifications: { capacity: '500A' }, usd: 130,
  });
  for (const amps of [40, 63, 100]) {
    add({
      brand: amps === 63 ? 'Schneider Electric' : null, model: null,
      names: { ar: [`مفتاح تحويل تلقائي ATS ${amps} أمبير`], en: [`${amps} A automatic transfer switch (ATS)`] },
      summary: { ar: `مفتاح تحويل تلقائي ${amps} أمبير بين الكهرباء العمومية والمنظومة أو المولد.`, en: `${amps} A automatic transfer switch between mains and the solar system or a generator.` },
      specifications: { capacity: `${amps}A`, voltage: '230V' }, usd: 30 + amps * 0.5,
    });
  }
  for (const brand of ['Growatt', 'Deye']) {
    add({
      brand, model: brand === 'Growatt' ? 'ShineWiFi-X' : 'LSW-3',
      names: { ar: [words('جهاز مراقبة واي فاي للانفرتر', brandName(brand, 'ar'))], en: [words(brandName(brand, 'en'), 'Wi-Fi monitoring stick')] },
      summary: { ar: 'جهاز واي فاي يوصل بالانفرتر لمتابعة الإنتاج والبطاريات من الجوال.', en: 'Wi-Fi stick for the inverter, to follow production and batteries from a phone.' },
      specifications: {}, usd: 35,
    });
  }
  add({
    brand: null, model: null,
    names: { ar: ['طقم أدوات تركيب MC4 مع مكبس'], en: ['MC4 crimping tool kit'] },
    summary: { ar: 'طقم أدوات تركيب يشمل مكبس رؤوس MC4 ومفاتيح فك وقطاعة كابلات.', en: 'Installation kit with an MC4 crimper, spanners and a cable cutter.' },
    specifications: {}, usd: 28,
  });
  return items;
}

// ---------------------------------------------------------------------------------------------- others

function otherItems(): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  const add = (item: Omit<CatalogueItem, 'type'>) => items.push({ type: 'Others', ...item });
  for (const hp of [0.75, 1, 1.5, 2, 3, 5, 7.5, 10]) {
    const lorentz = hp >= 2 && hp <= 5;
    add({
      brand: lorentz ? 'Lorentz' : null, model: lorentz ? `PS2-${Math.round(hp * 600)} C-SJ8-15` : null,
      names: {
        ar: [words('مضخة غاطسة', hp, 'حصان', lorentz ? 'لورنتز' : ''), words('مضخة مياه شمسية', hp, 'حصان'), words('غطاس', hp >= 3 ? 4 : 3, 'بوصة', hp, 'حصان')],
        en: [words(`${hp} HP solar submersible pump`, lorentz ? 'Lorentz' : ''), `Solar water pump ${hp} HP`],
      },
      summary: { ar: `مضخة غاطسة ${hp} حصان تعمل مباشرة على الألواح، ترفع المياه من الآبار حتى عمق ${Math.round(40 + hp * 15)} متر.`, en: `${hp} HP submersible pump that runs straight off the panels, lifting water from wells up to ${Math.round(40 + hp * 15)} m deep.` },
      specifications: { power: `${Math.round(hp * 746)}W` }, usd: round(hp * (lorentz ? 900 : 380), 10),
    });
  }
  for (const w of [300, 500, 750]) {
    add({
      brand: null, model: null,
      names: { ar: [`مضخة سطحية DC ${w} وات`, `طرمبة شمسية ${w} وات`], en: [`${w} W DC surface pump`] },
      summary: { ar: `مضخة سطحية تعمل بالتيار المستمر ${w} وات لرفع المياه إلى الخزانات والري بالتنقيط.`, en: `${w} W DC surface pump for filling tanks and drip irrigation.` },
      specifications: { power: `${w}W` }, usd: round(w * 0.5, 5),
    });
  }
  for (const kw of [2.2, 4, 5.5, 7.5, 11, 15]) {
    add({
      brand: null, model: null,
      names: { ar: [`إنفرتر مضخة شمسية ${kw} كيلو`, `انفرتر طرمبة ${kw} كيلو وات`], en: [`${kw} kW solar pump inverter`] },
      summary: { ar: `إنفرتر مضخات ${kw} كيلو يشغل مضخات الآبار ثلاثية الطور مباشرة من الألواح بدون بطاريات.`, en: `${kw} kW pump inverter that drives three-phase well pumps straight from the panels, no batteries.` },
      specifications: { power: `${Math.round(kw * 1000)}W`, voltage: '380V' }, usd: round(kw * 95, 5),
    });
  }
  for (const w of [60, 100, 150, 200, 300]) {
    add({
      brand: null, model: null,
      names: { ar: [`كشاف شارع شمسي ${w} وات`, `كشاف طاقة شمسية ${w} وات متكامل`], en: [`${w} W solar street light`] },
      summary: { ar: `كشاف إنارة شمسي ${w} وات بلوح وبطارية ليثيوم مدمجة، يعمل تلقائياً من المغرب حتى الفجر.`, en: `${w} W solar floodlight with its own panel and lithium battery, on from dusk to dawn.` },
      specifications: { power: `${w}W` }, usd: round(w * 0.35, 1),
    });
  }
  for (const litres of [150, 200, 300]) {
    add({
      brand: null, model: null,
      names: { ar: [`سخان مياه شمسي ${litres} لتر`], en: [`${litres} L solar water heater`] },
      summary: { ar: `سخان مياه شمسي سعة ${litres} لتر بأنابيب مفرغة، يكفي عائلة من ${Math.round(litres / 40)} أشخاص.`, en: `${litres} L evacuated-tube solar water heater, enough for a family of ${Math.round(litres / 40)}.` },
      specifications: { capacity: `${litres}L` }, usd: round(litres * 1.6, 10),
    });
  }
  for (const litres of [150, 200, 300]) {
    add({
      brand: null, model: null,
      names: { ar: [`فريزر DC يعمل على الطاقة الشمسية ${litres} لتر`, `ثلاجة شمسية DC سعة ${litres} لتر`], en: [`${litres} L DC solar freezer`] },
      summary: { ar: `فريزر ${litres} لتر يعمل على 12/24 فولت مباشرة من البطارية، استهلاك منخفض مناسب للبقالات.`, en: `${litres} L freezer running on 12/24 V straight from the battery; low consumption, suits grocery shops.` },
      specifications: { capacity: `${litres}L`, voltage: '12/24V' }, usd: round(litres * 2.2, 10),
    });
  }
  for (const inch of [12, 16, 18]) {
    add({
      brand: null, model: null,
      names: { ar: [`مروحة شمسية DC مقاس ${inch} بوصة`], en: [`${inch}-inch DC solar fan`] },
      summary: { ar: `مروحة ${inch} بوصة تعمل على 12 فولت، توفر في استهلاك البطارية مقارنة بالمراوح العادية.`, en: `${inch}-inch 12 V fan that saves battery compared with ordinary fans.` },
      specifications: { voltage: '12V', power: `${inch + 9}W` }, usd: inch * 2,
    });
  }
  for (const pack of [4, 6, 10]) {
    add({
      brand: null, model: null,
      names: { ar: [`فوانيس شمسية قابلة للشحن - ${pack} حبات`], en: [`Rechargeable solar lanterns, pack of ${pack}`] },
      summary: { ar: `فوانيس شمسية بلوح صغير وبطارية، تضيء حتى 8 ساعات، العدد ${pack} حبات.`, en: `Solar lanterns with a small panel and battery, up to 8 hours of light; ${pack} in the pack.` },
      specifications: { capacity: '2000mAh' }, usd: pack * 6,
    });
  }
  for (const [model, wh, w, usd] of [['DELTA 2', 1024, 1800, 650], ['RIVER 2 Pro', 768, 800, 420], ['DELTA Max', 2016, 2400, 1200]] as const) {
    add({
      brand: 'EcoFlow', model,
      names: { ar: [`محطة طاقة متنقلة ايكوفلو ${model}`], en: [`EcoFlow ${model} portable power station`] },
      summary: { ar: `محطة طاقة متنقلة ${wh} وات ساعة بقدرة ${w} وات، تشحن من الألواح أو الكهرباء.`, en: `${wh} Wh portable power station with ${w} W output, charged from panels or mains.` },
      specifications: { power: `${w}W`, capacity: `${wh}Wh` }, usd,
    });
  }
  return items;
}

/** Every item, grouped by product type, in a fixed order. */
export const CATALOGUE_ITEMS: Readonly<Record<ProductType, readonly CatalogueItem[]>> = {
  Panel: panelItems(),
  Battery: batteryItems(),
  'Panel bases': baseItems(),
  'Charging Devices': [...inverterItems(), ...controllerItems()],
  'Integrated System': systemItems(),
  Accessory: accessoryItems(),
  Others: otherItems(),
};

// ---------------------------------------------------------------------------------------- descriptions

/** Sentences about a kind of product that fit any item of it. */
const TYPE_SENTENCES: Record<ProductType, Record<Language, readonly string[]>> = {
  Panel: {
    ar: ['إنتاج ممتاز في الحرارة والغبار، ومناسب لأسطح المنازل والمزارع.', 'الإطار ألمنيوم قوي والزجاج مقسى ضد البرد والصدمات.', 'السعر للوح الواحد، ويوجد خصم للكميات فوق 10 ألواح.', 'يصلح لمنظومات المنازل ومضخات المياه.'],
    en: ['Performs well in heat and dust; suits house roofs and farms.', 'Strong aluminium frame and tempered glass against hail and knocks.', 'Price is per panel, with a discount above 10 panels.', 'Good for home systems and water pumps.'],
  },
  Battery: {
    ar: ['عدد دورات الشحن عالٍ وتتحمل الحرارة.', 'مناسبة للانفرترات الهجينة مثل جروات وديي.', 'تم فحص البطارية بجهاز قياس أمام المشتري.', 'يمكن توصيل أكثر من بطارية على التوازي لزيادة السعة.'],
    en: ['Many charge cycles and copes with heat.', 'Works with hybrid inverters such as Growatt and Deye.', 'Tested with a battery analyser in front of the buyer.', 'Several can be connected in parallel for more capacity.'],
  },
  'Charging Devices': {
    ar: ['شاشة عرض تبين الإنتاج والاستهلاك وحالة البطاريات.', 'يدعم بطاريات الليثيوم والجل.', 'البرمجة والتركيب متوفران بسعر رمزي.', 'حماية من الحمل الزائد وارتفاع الحرارة.'],
    en: ['A display shows production, load and battery state.', 'Supports lithium and gel batteries.', 'Programming and installation available at a small charge.', 'Protected against overload and overheating.'],
  },
  'Panel bases': {
    ar: ['تصنيع محلي بجودة عالية ومقاوم للصدأ.', 'يمكن التفصيل حسب المقاس المطلوب.', 'التركيب متاح داخل المدينة.', 'تتحمل الرياح القوية في المناطق الساحلية.'],
    en: ['Locally made to a good standard and rust resistant.', 'Can be made to the size you need.', 'Installation available inside the city.', 'Holds up to strong winds on the coast.'],
  },
  'Integrated System': {
    ar: ['السعر شامل التركيب والأسلاك والقواطع.', 'ضمان سنة على التركيب وصيانة مجانية أول ستة أشهر.', 'يمكن زيادة الألواح والبطاريات لاحقاً.', 'نقوم بزيارة الموقع وحساب الأحمال قبل التركيب.'],
    en: ['Price includes installation, cabling and breakers.', 'One-year installation warranty and free maintenance for six months.', 'Panels and batteries can be added later.', 'We visit the site and size the load before installing.'],
  },
  Accessory: {
    ar: ['جودة أصلية ومطابقة للمواصفات.', 'متوفر بكميات للمهندسين والمحلات.', 'البيع بالجملة والتجزئة.', 'مناسب لجميع أنواع المنظومات.'],
    en: ['Genuine quality, to specification.', 'Available in quantity for installers and shops.', 'Wholesale and retail.', 'Fits every kind of system.'],
  },
  Others: {
    ar: ['يعمل على الطاقة الشمسية مباشرة ويوفر في فاتورة الكهرباء والديزل.', 'مناسب للمزارع والقرى البعيدة عن الشبكة.', 'التركيب والتشغيل متاح.', 'قطع الغيار متوفرة.'],
    en: ['Runs on solar power and saves on electricity and diesel.', 'Suits farms and villages far from the grid.', 'Installation and commissioning available.', 'Spare parts available.'],
  },
};

const CONDITION_SENTENCES: Record<ProductCondition, Record<Language, readonly string[]>> = {
  New: {
    ar: ['جديد بالكرتون مع ضمان الوكيل.', 'جديد لم يستخدم، مستورد عبر الوكيل المعتمد.', 'البضاعة جديدة وأصلية مع الفاتورة.'],
    en: ['New in the box with the agent\'s warranty.', 'Brand new, imported through the official agent.', 'New and genuine, sold with an invoice.'],
  },
  Used: {
    ar: ['مستخدم سنة واحدة فقط وبحالة ممتازة.', 'مستعمل بحالة جيدة، فك من منظومة بعد الترقية.', 'مستخدم سنتين، تم فحصه ويعمل بكفاءة.'],
    en: ['Used for only one year and in excellent condition.', 'Used, in good condition, taken out of a system after an upgrade.', 'Two years old, tested and working well.'],
  },
  'Needs Repair': {
    ar: ['يحتاج صيانة بسيطة، والعطل موضح للمشتري.', 'فيه عطل ويحتاج إصلاح، يباع كما هو.', 'بحاجة إلى صيانة، مناسب لمحلات الصيانة.'],
    en: ['Needs a small repair; the fault is explained to the buyer.', 'Faulty and sold as is for repair.', 'Needs repair; suits a repair shop.'],
  },
};

const COMMON_SENTENCES: Record<Language, readonly string[]> = {
  ar: ['التوصيل متاح لجميع المحافظات.', 'السعر قابل للتفاوض البسيط.', 'للتواصل اتصال أو واتساب.', 'يوجد كمية.', 'المعاينة في المحل قبل الشراء.'],
  en: ['Delivery to every governorate.', 'Price slightly negotiable.', 'Call or WhatsApp.', 'Several in stock.', 'Come and see it at the shop before buying.'],
};

/** How many description variants each item has per language and condition. */
export const DESCRIPTION_VARIANTS = 4;

/**
 * A description of two to five sentences: what is sold, its condition, then what sellers add. `variant`
 * (0..DESCRIPTION_VARIANTS-1) picks the length and the sentences.
 */
export function describeItem(item: CatalogueItem, language: Language, condition: ProductCondition, variant: number): string {
  const typeLines = TYPE_SENTENCES[item.type][language];
  const conditionLines = CONDITION_SENTENCES[condition][language];
  const common = COMMON_SENTENCES[language];
  const sentences = [item.summary[language], conditionLines[variant % conditionLines.length]!];
  const extra = variant % DESCRIPTION_VARIANTS; // 0..3 more sentences
  if (extra >= 1) sentences.push(typeLines[variant % typeLines.length]!);
  if (extra >= 2) sentences.push(common[(variant * 2) % common.length]!);
  if (extra >= 3) sentences.push(typeLines[(variant + 2) % typeLines.length]!);
  return sentences.join(' ');
}

/** Title nouns that take a feminine adjective (plurals of things included): «بطارية مستعملة», «كابلات مستعملة». */
const FEMININE_NOUNS = new Set(['بطارية', 'منظومة', 'قاعدة', 'مظلة', 'سكة', 'سكك', 'مضخة', 'طرمبة', 'مروحة', 'محطة', 'ثلاجة', 'كابلات', 'موصلات', 'فيوزات', 'فوانيس', 'مشابك', 'ألواح']);

/** The listing's title: one of the item's names, with its condition when it is not new. */
export function titleOfItem(item: CatalogueItem, language: Language, condition: ProductCondition, variant: number): string {
  const names = item.names[language];
  const name = names[variant % names.length]!;
  if (condition === 'New') return name;
  if (language === 'en') return condition === 'Used' ? `Used ${name}` : `${name}, needs repair`;
  return condition === 'Used' ? `${name} ${FEMININE_NOUNS.has(name.split(' ')[0]!) ? 'مستعملة' : 'مستعمل'}` : `${name} - بحاجة إلى صيانة`;
}

