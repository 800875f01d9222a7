// The structured specifications of the demo listings (issue #19), by the listing's English name: the
// makers' datasheet values for the model each listing names, and for unbranded goods and systems what the
// listing itself says (a system's panels, batteries and inverter add up as its description lists them).
// A value the datasheet gives but we could not confirm for that exact model is left empty (null), as a
// seller would leave it. The seed passes each through the posting contract, so an impossible value stops it.
import { ProductSpecsInputSchema, specsProblem, type ProductSpecs, type ProductSpecsInput } from '@solar/shared/contract/product-specs';
import type { DemoProduct } from './demo-types.ts';

type Panel = Omit<Extract<ProductSpecsInput, { kind: 'panel' }>, 'kind'>;
type Battery = Omit<Extract<ProductSpecsInput, { kind: 'battery' }>, 'kind'>;
type Inverter = Omit<Extract<ProductSpecsInput, { kind: 'inverter' }>, 'kind'>;

const panel = (p: Partial<Panel> & Pick<Panel, 'powerW' | 'cellType'>): ProductSpecsInput => ({
  kind: 'panel', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null, ...p,
});
const battery = (b: Partial<Battery> & Pick<Battery, 'chemistry' | 'voltageV' | 'capacityAh'>): ProductSpecsInput => ({
  kind: 'battery', cycleLife: null, ageMonths: null, healthPct: null, ...b,
});
const inverter = (i: Partial<Inverter> & Pick<Inverter, 'inverterKind' | 'powerW' | 'batteryVoltages'>): ProductSpecsInput => ({
  kind: 'inverter', mpptMinV: null, mpptMaxV: null, maxPvInputV: null, maxChargeA: null, ...i,
});
const system = (pvW: number, batteryKwh: number, inverterW: number): ProductSpecsInput => ({ kind: 'system', pvW, batteryKwh, inverterW });

/** Every demo listing of a panel, battery, charging device or system, but the one that says nothing ("Solar panels for sale"). */
export const DEMO_SPECS: Record<string, ProductSpecsInput> = {
  // ------------------------------------------------------------------ Panels (144 half cells, 2278 × 1134 mm and kin)
  'Jinko Tiger Neo 580 W mono panel': panel({ powerW: 580, cellType: 'mono', cellTech: 'topcon', efficiencyPct: 22.45, lengthMm: 2278, widthMm: 1134, tempCoeffVocPctPerC: -0.25 }),
  'LONGi Hi-MO 6 550 W panel': panel({ powerW: 550, cellType: 'mono', efficiencyPct: 21.3, lengthMm: 2278, widthMm: 1134 }),
  'Used Canadian Solar 450 W panels': panel({ powerW: 450, cellType: 'mono', cellTech: 'perc', vocV: 49.1, iscA: 11.6, efficiencyPct: 20.4, lengthMm: 2108, widthMm: 1048, tempCoeffVocPctPerC: -0.29 }),
  'Trina Vertex 670 W bifacial panel': panel({ powerW: 670, cellType: 'mono', cellTech: 'perc', vocV: 46.1, iscA: 18.62, efficiencyPct: 21.6, lengthMm: 2384, widthMm: 1303, tempCoeffVocPctPerC: -0.25 }),
  'JA Solar 545 W panel': panel({ powerW: 545, cellType: 'mono', cellTech: 'perc', vocV: 49.9, iscA: 13.93, efficiencyPct: 21.1, lengthMm: 2279, widthMm: 1134, tempCoeffVocPctPerC: -0.275 }),
  'Used Yingli 300 W polycrystalline panels': panel({ powerW: 300, cellType: 'poly', efficiencyPct: 15.5, lengthMm: 1960, widthMm: 990, tempCoeffVocPctPerC: -0.32 }),
  'Used JinkoSolar 415 W all-black panels': panel({ powerW: 415, cellType: 'mono', cellTech: 'perc', efficiencyPct: 21.25, lengthMm: 1722, widthMm: 1134 }),
  'Small 100 W solar panel for lighting': panel({ powerW: 100, cellType: 'mono' }),
  'LONGi 450 W panel with cracked glass': panel({ powerW: 450, cellType: 'mono', cellTech: 'perc', vocV: 49.3, iscA: 11.6, efficiencyPct: 20.7, lengthMm: 2094, widthMm: 1038, tempCoeffVocPctPerC: -0.27 }),
  'Canadian Solar HiKu7 665 W panel': panel({ powerW: 665, cellType: 'mono', cellTech: 'perc', vocV: 45.2, iscA: 18.69, efficiencyPct: 21.4, lengthMm: 2384, widthMm: 1303, tempCoeffVocPctPerC: -0.26 }),
  'LONGi Hi-MO X6 590 W panel': panel({ powerW: 590, cellType: 'mono', efficiencyPct: 22.8, lengthMm: 2278, widthMm: 1134 }),

  // ------------------------------------------------------------------ Batteries
  'Pylontech US3000C 48 V lithium battery': battery({ chemistry: 'lifepo4', voltageV: 48, capacityAh: 74, cycleLife: 6000 }),
  'Pylontech US5000 4.8 kWh battery': battery({ chemistry: 'lifepo4', voltageV: 48, capacityAh: 100, cycleLife: 6000 }),
  // Two 4 kWh modules of 51.2 V: 8 kWh is 156 Ah.
  'BYD Battery-Box Premium LVS 8.0': battery({ chemistry: 'lifepo4', voltageV: 51.2, capacityAh: 156 }),
  'Narada 200 Ah 12 V gel battery': battery({ chemistry: 'gel', voltageV: 12, capacityAh: 200 }),
  'Used Ritar 150 Ah AGM battery': battery({ chemistry: 'agm', voltageV: 12, capacityAh: 150, ageMonths: 12 }),
  '220 Ah tubular battery': battery({ chemistry: 'flooded', voltageV: 12, capacityAh: 220 }),
  'Felicity 12.8 V 100 Ah LiFePO4 battery': battery({ chemistry: 'lifepo4', voltageV: 12.8, capacityAh: 100 }),
  'Four used 200 Ah gel batteries': battery({ chemistry: 'gel', voltageV: 12, capacityAh: 200, ageMonths: 24 }),
  // Lithium NMC, not LiFePO4: "other". 51.8 V nominal, 126 Ah, 6.5 kWh; 88 % health as the listing says.
  'Used LG Chem RESU 6.5 battery': battery({ chemistry: 'other', voltageV: 51.8, capacityAh: 126, ageMonths: 36, healthPct: 88 }),
  '48 V 100 Ah lithium battery - faulty BMS': battery({ chemistry: 'lifepo4', voltageV: 48, capacityAh: 100 }),
  // Two 3.55 kWh modules of 48 V, 74 Ah each, in parallel.
  'Pylontech Force L2 high-voltage battery': battery({ chemistry: 'lifepo4', voltageV: 48, capacityAh: 148, cycleLife: 6000 }),
  '200 Ah lithium battery': battery({ chemistry: 'lifepo4', voltageV: 12, capacityAh: 200 }),

  // ------------------------------------------------------------------ Inverters and charge controllers
  'Growatt SPF 5000 ES off-grid inverter': inverter({ inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48], mpptMinV: 120, mpptMaxV: 430, maxPvInputV: 450, maxChargeA: 100 }),
  // Its battery is Huawei's high-voltage LUNA2000 (350–560 V), none of the 12–96 V banks: grid-tie for compatibility.
  'Huawei SUN2000-6KTL-L1 hybrid inverter': inverter({ inverterKind: 'on_grid', powerW: 6000, batteryVoltages: [], mpptMinV: 90, mpptMaxV: 560, maxPvInputV: 600 }),
  'Victron MultiPlus-II 48/5000 inverter/charger': inverter({ inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48], maxChargeA: 70 }),
  'Victron SmartSolar MPPT 150/60 charge controller': inverter({ inverterKind: 'mppt_controller', powerW: 3440, batteryVoltages: [12, 24, 48], mpptMaxV: 145, maxPvInputV: 150, maxChargeA: 60 }),
  '60 A MPPT charge controller': inverter({ inverterKind: 'mppt_controller', powerW: 3200, batteryVoltages: [12, 24, 48], maxChargeA: 60 }),
  'Must PV18-3024 VPM 3 kW hybrid inverter': inverter({ inverterKind: 'hybrid', powerW: 3000, batteryVoltages: [24], mpptMinV: 30, mpptMaxV: 115, maxPvInputV: 145, maxChargeA: 60 }),
  'Used Voltronic Axpert VM III 5 kVA inverter': inverter({ inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48], mpptMinV: 120, mpptMaxV: 450, maxPvInputV: 500 }),
  'Deye SUN-8K-SG01LP1 hybrid inverter': inverter({ inverterKind: 'hybrid', powerW: 8000, batteryVoltages: [48], mpptMinV: 125, mpptMaxV: 425, maxPvInputV: 500, maxChargeA: 190 }),
  'Felicity 3.5 kVA inverter, needs repair': inverter({ inverterKind: 'off_grid', powerW: 3500, batteryVoltages: [24] }),
  'Used Growatt MIN 3000TL-X on-grid inverter': inverter({ inverterKind: 'on_grid', powerW: 3000, batteryVoltages: [], mpptMinV: 80, mpptMaxV: 550, maxPvInputV: 550 }),
  'Growatt SPF 6000 ES Plus inverter': inverter({ inverterKind: 'off_grid', powerW: 6000, batteryVoltages: [48] }),
  'Huawei 10 kW inverter': inverter({ inverterKind: 'on_grid', powerW: 10000, batteryVoltages: [], mpptMinV: 140, mpptMaxV: 980, maxPvInputV: 1100 }),

  // ------------------------------------------------------------------ Systems: panels × W, batteries' nominal kWh, inverter W
  'Complete 1 kW home solar system': system(2 * 550, 4.8, 1500),
  'Complete 3 kW system with installation': system(6 * 580, 9.6, 3000),
  '5 kW Growatt system with Pylontech batteries': system(10 * 550, 7.1, 5000),
  '10 kW commercial system (Deye)': system(18 * 670, 9.6, 10000),
  'Used complete 3 kW system': system(8 * 400, 7.2, 3000),
  // A PWM controller and DC lamps: no inverter.
  'Small 300 W lighting system': system(300, 1.2, 0),
  '5 kW system for shops': system(9 * 580, 10.56, 5000),
  '2 kW system for clinics and offices': system(4 * 545, 4.8, 2000),
  'Used 1.5 kW system after an upgrade': system(4 * 400, 4.8, 1500),
  'Huawei 6 kW hybrid system with LUNA battery': system(12 * 550, 10, 6000),
};

/** A demo listing's specifications as the contract stores them (usable kWh computed); refuses any the contract would. */
export function demoSpecs(demo: Pick<DemoProduct, 'nameEn' | 'type' | 'condition'>): ProductSpecs | null {
  const input = DEMO_SPECS[demo.nameEn];
  const specs = input ? ProductSpecsInputSchema.parse(input) : null;
  const problem = specsProblem(demo.type, demo.condition, specs);
  if (problem && specs) throw new Error(`Demo listing «${demo.nameEn}»: ${problem.message}`);
  return specs;
}
