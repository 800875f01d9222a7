// Worked cases of the compatibility rules (issue #19 item 3), each from a real datasheet, with the
// arithmetic written out. Design conditions (docs/decisions/026-compatibility-and-shopping-list.md):
//   coldest sunrise: cell −10 °C, so Voc_cold = Voc × (1 + β/100 × (−10 − 25)) = Voc × (1 + |β| × 0.35)
//   hottest afternoon: cell 71 °C, Vmp_hot ≈ Voc × 0.80 × (1 − 0.004 × (71 − 25)) = Voc × 0.80 × 0.816 = Voc × 0.6528
//   β unknown: −0.36 %/°C; a charge controller without a stated MPPT floor starts at 1.2 × battery V + 5 V.
//
// Datasheets used:
//   Canadian Solar HiKu6 CS6W-550MS: 550 W, Voc 49.6 V, β(Voc) −0.26 %/°C
//   Canadian Solar CS6U-330P: 330 W, Voc 45.6 V (β −0.31 %/°C, left out by the seller in case 11)
//   TDC-M20-36: 20 W, 36 cells, Voc 22.70 V, β(Voc) −0.35 %/°C
//   Victron SmartSolar MPPT 150/35: battery 12/24/48 V, 35 A, PV Voc 150 V absolute maximum, 145 V operating maximum
//   Victron SmartSolar MPPT 100/30: battery 12/24 V, 30 A, PV Voc 100 V maximum; starts at Vbat + 5 V
//   Victron BlueSolar PWM-Light 12/24-10: battery 12/24 V, 10 A, maximum solar voltage 28 V / 55 V
//   Growatt SPF 5000 ES: off-grid 5 kW, battery 48 V, MPPT 120–430 V, PV Voc 450 V maximum, solar charge 100 A
//   Deye SUN-5K-SG04LP3: hybrid 5 kW, battery 48 V (40–60 V), MPPT 200–650 V, PV 800 V maximum, charge 120 A
//   SMA Sunny Boy 5.0 (SB5.0-1AV-41): on-grid 5 kW, MPP 125–500 V, input 600 V maximum, no battery
//   Victron MultiPlus 24/3000/70: inverter-charger, 24 V battery only, no PV input
//   Pylontech US3000C: LiFePO4, 48 V, 74 Ah; Victron LiFePO4 Smart 12,8 V/100 Ah; Ritar DG12-200 AGM 12 V 200 Ah
import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_DEFAULTS,
  batteryInverterFit,
  nominalBatteryVoltage,
  panelInverterFit,
  panelStringFit,
  type BatterySpecs,
  type InverterSpecs,
  type PanelSpecs,
} from './solar-compatibility.ts';

const panel = (powerW: number, vocV: number | null, tempCoeffVocPctPerC: number | null): PanelSpecs => ({
  kind: 'panel',
  powerW,
  cellType: 'mono',
  cellTech: 'perc',
  vocV,
  iscA: null,
  efficiencyPct: null,
  lengthMm: null,
  widthMm: null,
  tempCoeffVocPctPerC,
});
const battery = (chemistry: BatterySpecs['chemistry'], voltageV: number, capacityAh: number): BatterySpecs => ({
  kind: 'battery',
  chemistry,
  voltageV,
  capacityAh,
  usableKwh: 0,
  cycleLife: null,
  ageMonths: null,
  healthPct: null,
});
const inverter = (fields: Omit<InverterSpecs, 'kind'>): InverterSpecs => ({ kind: 'inverter', ...fields });

const CS6W_550 = panel(550, 49.6, -0.26);
const CS6U_330_NO_COEFFICIENT = panel(330, 45.6, null);
const TDC_M20_36 = panel(20, 22.7, -0.35);
const VICTRON_150_35 = inverter({ inverterKind: 'mppt_controller', powerW: 2000, batteryVoltages: [12, 24, 48], mpptMinV: null, mpptMaxV: 145, maxPvInputV: 150, maxChargeA: 35 });
const VICTRON_100_30 = inverter({ inverterKind: 'mppt_controller', powerW: 880, batteryVoltages: [12, 24], mpptMinV: null, mpptMaxV: null, maxPvInputV: 100, maxChargeA: 30 });
const VICTRON_PWM_10 = inverter({ inverterKind: 'pwm_controller', powerW: 240, batteryVoltages: [12, 24], mpptMinV: null, mpptMaxV: null, maxPvInputV: 55, maxChargeA: 10 });
const GROWATT_SPF_5000_ES = inverter({ inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48], mpptMinV: 120, mpptMaxV: 430, maxPvInputV: 450, maxChargeA: 100 });
const DEYE_5K_SG04LP3 = inverter({ inverterKind: 'hybrid', powerW: 5000, batteryVoltages: [48], mpptMinV: 200, mpptMaxV: 650, maxPvInputV: 800, maxChargeA: 120 });
const SMA_SB_5_0 = inverter({ inverterKind: 'on_grid', powerW: 5000, batteryVoltages: [], mpptMinV: 125, mpptMaxV: 500, maxPvInputV: 600, maxChargeA: null });
const MULTIPLUS_24_3000 = inverter({ inverterKind: 'off_grid', powerW: 2400, batteryVoltages: [24], mpptMinV: null, mpptMaxV: null, maxPvInputV: null, maxChargeA: 70 });
const PYLONTECH_US3000C = battery('lifepo4', 48, 74);
const VICTRON_LFP_12_100 = battery('lifepo4', 12.8, 100);
const RITAR_AGM_12_200 = battery('agm', 12, 200);

describe('worked cases from datasheets', () => {
  it('case 1: three CS6W-550MS on a SmartSolar 150/35 on a 0 °C morning exceed its 150 V (the issue\'s own example)', () => {
    // 3 × 49.6 × (1 + 0.0025 × (25 − 0)) = 148.8 × 1.0625 = 158.1 V > 150 V maximum (and > 145 V operating): not fit.
    const string = panelStringFit({ vocV: 49.6, tempCoeffVocPctPerC: -0.25 }, VICTRON_150_35, 3, { coldCellC: 0 });
    expect(string.level).toBe('unfit');
    expect(string.vocColdV).toBe(158.1);
    expect(string.reasons).toEqual([{ code: 'overMaxPvInput', level: 'unfit', values: { inSeries: 3, vocV: 148.8, vocColdV: 158.1, vmpHotV: 97.1, maxV: 150 } }]);
  });

  it('case 2: CS6W-550MS on a SmartSolar 150/35 charging a 48 V battery: two in series, no more, no fewer', () => {
    // Floor without a stated MPPT minimum: 48 × 1.2 + 5 = 62.6 V.
    // 1: Voc 49.6 V < 62.6 V: never starts → unfit.
    // 2: cold 99.2 × (1 + 0.0026 × 35) = 99.2 × 1.091 = 108.2 V ≤ 145 V; hot 99.2 × 0.6528 = 64.8 V ≥ 62.6 V → fit.
    // 3: cold 148.8 × 1.091 = 162.3 V > 150 V → unfit.
    const verdict = panelInverterFit(CS6W_550, VICTRON_150_35, { batteryV: 48 });
    expect(verdict.strings.map((s) => s.level)).toEqual(['unfit', 'fit', 'unfit', 'unfit']);
    expect(verdict.strings[0]!.reasons[0]).toMatchObject({ code: 'belowMpptMin', values: { vocV: 49.6, minV: 62.6 } });
    expect(verdict.strings[1]!.reasons[0]).toMatchObject({ code: 'stringFits', values: { inSeries: 2, vocColdV: 108.2, vmpHotV: 64.8, maxV: 150, minV: 62.6 } });
    expect(verdict.strings[2]!.reasons[0]).toMatchObject({ code: 'overMaxPvInput', values: { vocColdV: 162.3 } });
    expect(verdict).toMatchObject({ level: 'fit', fittingSeries: [2] });
  });

  it('case 3: a CS6W-550MS on a SmartSolar 100/30: one panel, and on a 24 V battery only in the cool', () => {
    // 24 V battery: floor 24 × 1.2 + 5 = 33.8 V. One panel: cold 54.1 V ≤ 100 V; Voc 49.6 ≥ 33.8;
    //   hot 49.6 × 0.6528 = 32.4 V < 33.8 V → caution (drops out on the hottest afternoons).
    // 12 V battery: floor 12 × 1.2 + 5 = 19.4 V; 32.4 V ≥ 19.4 V → fit.
    // Two panels: cold 2 × 54.1 = 108.2 V > 100 V → unfit, whatever the battery.
    const on24 = panelInverterFit(CS6W_550, VICTRON_100_30, { batteryV: 24 });
    expect(on24.strings[0]!.reasons[0]).toMatchObject({ code: 'belowMpptWhenHot', level: 'caution', values: { vmpHotV: 32.4, minV: 33.8 } });
    expect(on24).toMatchObject({ level: 'caution', fittingSeries: [] });
    expect(on24.strings[1]!.reasons[0]).toMatchObject({ code: 'overMaxPvInput', values: { vocColdV: 108.2, maxV: 100 } });
    // Without a battery named, the controller's lowest (12 V) is assumed: one panel fits.
    expect(panelInverterFit(CS6W_550, VICTRON_100_30)).toMatchObject({ level: 'fit', fittingSeries: [1] });
  });

  it('case 4: Growatt SPF 5000 ES (48 V) with a Pylontech US3000C (48 V): voltages match', () => {
    // batteryVoltages [48] includes the battery's 48 V.
    expect(batteryInverterFit(PYLONTECH_US3000C, GROWATT_SPF_5000_ES)).toEqual({ level: 'fit', reasons: [{ code: 'voltageMatch', level: 'fit', values: { batteryV: 48 } }] });
  });

  it('case 5: Growatt SPF 5000 ES with CS6W-550MS: four in series', () => {
    // 1: 49.6 V, 2: 99.2 V < 120 V MPPT floor → unfit.
    // 3: 148.8 V ≥ 120 V but hot 3 × 32.38 = 97.1 V < 120 V → caution.
    // 4: hot 4 × 32.38 = 129.5 V ≥ 120 V; cold 4 × 49.6 × 1.091 = 216.5 V ≤ 430 V → fit.
    const verdict = panelInverterFit(CS6W_550, GROWATT_SPF_5000_ES);
    expect(verdict.strings.map((s) => s.level)).toEqual(['unfit', 'unfit', 'caution', 'fit']);
    expect(verdict.strings[2]!.reasons[0]).toMatchObject({ code: 'belowMpptWhenHot', values: { vmpHotV: 97.1, minV: 120 } });
    expect(verdict.strings[3]!).toMatchObject({ vocV: 198.4, vocColdV: 216.5, vmpHotV: 129.5 });
    expect(verdict).toMatchObject({ level: 'fit', fittingSeries: [4] });
  });

  it('case 6: an on-grid SMA Sunny Boy 5.0 takes no battery, but takes four CS6W-550MS', () => {
    expect(batteryInverterFit(PYLONTECH_US3000C, SMA_SB_5_0).reasons).toEqual([{ code: 'onGridNoBattery', level: 'unfit', values: {} }]);
    expect(batteryInverterFit(RITAR_AGM_12_200, SMA_SB_5_0).level).toBe('unfit');
    // 3: 148.8 V ≥ 125 V, hot 97.1 V < 125 V → caution. 4: hot 129.5 V ≥ 125 V, cold 216.5 V ≤ 500 V → fit.
    expect(panelInverterFit(CS6W_550, SMA_SB_5_0)).toMatchObject({ level: 'fit', fittingSeries: [4] });
  });

  it('case 7: a 12 V AGM with a 24 V-only MultiPlus 24/3000: two in series', () => {
    // 24 V / 12 V = 2 batteries in series; lead-acid strings need no maker's permission.
    expect(batteryInverterFit(RITAR_AGM_12_200, MULTIPLUS_24_3000).reasons).toEqual([
      { code: 'batteriesInSeries', level: 'fit', values: { inSeries: 2, batteryV: 12, systemV: 24 } },
    ]);
    // The MultiPlus has no PV input: panels cannot be judged against it.
    expect(panelInverterFit(CS6W_550, MULTIPLUS_24_3000)).toMatchObject({ level: 'unknown', reasons: [{ code: 'noPvInput' }], fittingSeries: [] });
  });

  it('case 8: 12.8 V LiFePO4 on the 48 V Growatt: four in series, if its maker allows', () => {
    // 12.8 V is a 12 V battery (within 10 %); 48 / 12 = 4 in series; lithium BMSs limit series strings → caution.
    expect(batteryInverterFit(VICTRON_LFP_12_100, GROWATT_SPF_5000_ES).reasons).toEqual([
      { code: 'lithiumInSeries', level: 'caution', values: { inSeries: 4, batteryV: 12, systemV: 48 } },
    ]);
  });

  it('case 9: a 48 V Pylontech on a 24 V-only MultiPlus does not fit', () => {
    // 48 V is above 24 V: no series string makes 24 V.
    expect(batteryInverterFit(PYLONTECH_US3000C, MULTIPLUS_24_3000).reasons).toEqual([
      { code: 'voltageMismatch', level: 'unfit', values: { batteryV: 48, acceptedV: [24] } },
    ]);
  });

  it('case 10: 36-cell TDC-M20-36 panels on a BlueSolar PWM-Light 12/24-10', () => {
    // A 12 V panel has 20–27 V open-circuit. 1: 22.7 V → 12 V panel; 2: 45.4 V → 24 V string (cold 2 × 22.7 × 1.1225 = 51.0 V ≤ 55 V).
    // 3: 68.1 V → a 36 V string, not a 12 or 24 V battery; cold 76.4 V > 55 V.
    const verdict = panelInverterFit(TDC_M20_36, VICTRON_PWM_10);
    expect(verdict.strings.map((s) => s.level)).toEqual(['fit', 'fit', 'unfit', 'unfit']);
    expect(verdict.strings[1]!).toMatchObject({ vocColdV: 51, reasons: [{ code: 'pwmNominalMatch', values: { inSeries: 2, stringNominalV: 24, batteryV: 24 } }] });
    expect(verdict.strings[2]!.reasons.map((r) => r.code)).toEqual(['overMaxPvInput', 'pwmNominalMismatch']);
    // On a 12 V battery, two in series make a 24 V string: wrong for PWM.
    expect(panelStringFit(TDC_M20_36, VICTRON_PWM_10, 2, { batteryV: 12 }).reasons).toEqual([
      { code: 'pwmNominalMismatch', level: 'unfit', values: { inSeries: 2, stringNominalV: 24, acceptedV: [12] } },
    ]);
  });

  it('case 11: a 550 W panel is a 24 V panel: it wastes a 12 V PWM battery charge', () => {
    // 49.6 V / 23.5 ≈ 2 → 24 V (within 40–54 V); the battery is 12 V → not fit.
    expect(panelStringFit(CS6W_550, VICTRON_PWM_10, 1, { batteryV: 12 }).reasons[0]).toMatchObject({ code: 'pwmNominalMismatch', values: { stringNominalV: 24 } });
  });

  it('case 12: the three-phase Deye SUN-5K-SG04LP3 needs more than four CS6W-550MS in series', () => {
    // 4 × 49.6 = 198.4 V < 200 V MPPT floor: no string of 1–4 ever tracks.
    const verdict = panelInverterFit(CS6W_550, DEYE_5K_SG04LP3);
    expect(verdict).toMatchObject({ level: 'unfit', fittingSeries: [] });
    expect(verdict.strings[3]!.reasons[0]).toMatchObject({ code: 'belowMpptMin', values: { vocV: 198.4, minV: 200 } });
  });

  it('case 13: a CS6U-330P listed without its coefficient is judged with the default −0.36 %/°C', () => {
    // 3 × 45.6 × (1 + 0.0036 × 35) = 136.8 × 1.126 = 154.0 V > 150 V → unfit on the 150/35.
    expect(COMPATIBILITY_DEFAULTS.tempCoeffVocPctPerC).toBe(-0.36);
    expect(panelStringFit(CS6U_330_NO_COEFFICIENT, VICTRON_150_35, 3)).toMatchObject({ level: 'unfit', vocColdV: 154 });
    // Two: 91.2 × 1.126 = 102.7 V ≤ 145 V; floor (12 V battery assumed) 19.4 V → fit.
    expect(panelStringFit(CS6U_330_NO_COEFFICIENT, VICTRON_150_35, 2)).toMatchObject({ level: 'fit', vocColdV: 102.7 });
  });
});

describe('boundaries', () => {
  it('nominal battery voltages (the contract\'s classes): LiFePO4 cell counts fold into 12/24/48 V', () => {
    expect([12.8, 25.6, 51.2, 48, 52, 36, 6].map(nominalBatteryVoltage)).toEqual([12, 24, 48, 48, 48, null, null]);
  });

  it('a panel without Voc cannot be judged', () => {
    expect(panelInverterFit(panel(550, null, null), GROWATT_SPF_5000_ES)).toMatchObject({ level: 'unknown', reasons: [{ code: 'panelVocMissing' }] });
  });

  it('a string exactly at the limit fits; a tenth of a volt above does not', () => {
    // Voc chosen so the cold string is exactly 150 V: 150 / 1.091 / 3 per panel.
    const exact = { vocV: 150 / 1.091 / 3, tempCoeffVocPctPerC: -0.26 };
    const limit = inverter({ inverterKind: 'mppt_controller', powerW: 1000, batteryVoltages: [12], mpptMinV: null, mpptMaxV: 150, maxPvInputV: 150, maxChargeA: 30 });
    expect(panelStringFit(exact, limit, 3).level).toBe('fit');
    expect(panelStringFit({ ...exact, vocV: exact.vocV + 0.04 }, limit, 3).level).toBe('unfit');
  });

  it('between the MPPT top and the absolute maximum the input waits for the panels to warm', () => {
    // 3 × 45 × (1 + 0.0026 × 35) = 147.3 V: above 145 V, below 150 V.
    expect(panelStringFit({ vocV: 45, tempCoeffVocPctPerC: -0.26 }, VICTRON_150_35, 3).reasons[0]).toMatchObject({
      code: 'aboveMpptWhenCold',
      level: 'caution',
      values: { vocColdV: 147.3, mpptMaxV: 145, maxV: 150 },
    });
  });
});
