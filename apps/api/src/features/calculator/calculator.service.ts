import { CalculatorSettingsSchema, type CalcBody, type CalculatorSettingsPayload, type QuickCalcBody } from '@solar/shared/contract/calculator';
import {
  DEFAULT_CALCULATOR_SETTINGS,
  calculateFromAppliances,
  calculateFromDailyEnergy,
  type BatteryType,
  type CalculatorResult,
  type CalculatorSettings,
  type CostBasis,
} from '@solar/shared/domain/calculator';
import { withTransaction, type Db } from '../../db/client.ts';
import {
  cachedRatesPerUsd, cachedSetting, deepFreeze, getRatesPerUsd, insertSettingIfMissing, readSetting, settingsChanged, writeSetting,
} from '../settings/settings.service.ts';
import { presentApplianceResult, presentResult } from './calculator.presenter.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import { cachedMarketPrices, withMarketPrices } from './market-prices.ts';

/** The settings key the calculator's document is stored under. */
export const CALCULATOR_SETTINGS_KEY = 'calculator';

/** Writes the default calculator settings where none exist; an admin's edits are kept. Safe to call at every boot. */
export async function ensureCalculatorSettings(db: Db) {
  await insertSettingIfMissing(db, CALCULATOR_SETTINGS_KEY, DEFAULT_CALCULATOR_SETTINGS);
}

/**
 * The stored calculator settings. Start-up writes the defaults (`ensureCalculatorSettings`); a read never
 * writes (it may run on a read replica), so a database that has none answers the defaults. A stored document
 * that no longer passes the schema (edited by hand) is ignored for the defaults, so the calculator keeps answering.
 */
export async function getCalculatorSettings(db: Db): Promise<CalculatorSettings> {
  const stored = await readSetting(db, CALCULATOR_SETTINGS_KEY);
  if (stored === undefined) return DEFAULT_CALCULATOR_SETTINGS;
  const parsed = CalculatorSettingsSchema.safeParse(withNewAppliancePresets(stored));
  return parsed.success ? parsed.data : DEFAULT_CALCULATOR_SETTINGS;
}

/**
 * Settings stored before an appliance type existed lack its preset: it comes from the defaults, and
 * every stored value (an admin's edits) is kept. Anything else missing still fails the schema.
 */
function withNewAppliancePresets(stored: unknown): unknown {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return stored;
  const { appliances } = stored as { appliances?: unknown };
  if (!appliances || typeof appliances !== 'object' || Array.isArray(appliances)) return stored;
  return { ...stored, appliances: { ...DEFAULT_CALCULATOR_SETTINGS.appliances, ...appliances } };
}

/** Every setting the engine uses, with the exchange rates it converts costs by, from the database now (the admin console). */
export async function getCalculatorSettingsPayload(db: Db): Promise<CalculatorSettingsPayload> {
  const [settings, ratesPerUsd] = await Promise.all([getCalculatorSettings(db), getRatesPerUsd(db)]);
  return { settings, ratesPerUsd };
}

/**
 * The same for the public calculator, cached in this process: at most SETTINGS_TTL_MS behind another
 * process's change (docs/decisions/011-request-pipeline.md). Frozen, since every caller shares it.
 */
export async function cachedCalculatorSettingsPayload(db: Db): Promise<CalculatorSettingsPayload> {
  const [settings, ratesPerUsd] = await Promise.all([
    // A copy is frozen, never DEFAULT_CALCULATOR_SETTINGS itself (which getCalculatorSettings may return).
    cachedSetting(db, CALCULATOR_SETTINGS_KEY, async () => deepFreeze(structuredClone(await getCalculatorSettings(db)))),
    cachedRatesPerUsd(db),
  ]);
  return { settings, ratesPerUsd };
}

/** Replaces the calculator settings; the change is audited with the settings before and after. */
export async function updateCalculatorSettings(ctx: Pick<UserContext, 'db' | 'userId' | 'now'>, settings: CalculatorSettings) {
  const { db, userId: adminId, now } = ctx;
  const before = (await getCalculatorSettingsPayload(db)).settings;
  await withTransaction(db, async (tx) => {
    await writeSetting(tx, CALCULATOR_SETTINGS_KEY, settings, adminId);
    await writeAudit(tx, { actorId: adminId, action: 'settings.calculator', targetType: 'settings', targetId: CALCULATOR_SETTINGS_KEY, before, after: settings }, now);
  });
  // A calculation that read the settings between the write and the commit must not keep the old ones.
  settingsChanged();
  return getCalculatorSettingsPayload(db);
}

/**
 * Runs a sizing; when the settings price nothing (no admin prices), the cost is estimated from the
 * median prices of current listings and the result says so (`costBasis.source: 'listings'`).
 */
async function sizeWithCost<T extends CalculatorResult>(
  db: Db,
  now: Date,
  settings: CalculatorSettings,
  batteryType: BatteryType | null | undefined,
  run: (settings: CalculatorSettings) => T,
): Promise<T> {
  const result = run(settings);
  if (result.systemRecommendation.totalCost !== null) return result;
  const market = await cachedMarketPrices(db, now);
  const priced = market ? withMarketPrices(settings, market, batteryType ?? settings.defaultBatteryType) : null;
  if (!market || !priced) return result;
  const estimate = run(priced);
  if (estimate.systemRecommendation.totalCost === null) return result;
  const basis: CostBasis = {
    source: 'listings',
    panelUsdPerW: Math.round(market.panelUsdPerW * 1000) / 1000,
    batteryUsdPerKwh: Math.round(market.batteryUsdPerKwh[batteryType ?? settings.defaultBatteryType]! * 10) / 10,
    inverterUsdPerW: Math.round(market.inverterUsdPerW * 1000) / 1000,
    listings: market.listings,
  };
  return { ...estimate, systemRecommendation: { ...estimate.systemRecommendation, costBasis: basis } };
}

/** What a calculation reads of the request (lib/request-context.ts). */
type CalculatorContext = Pick<RequestContext, 'db' | 'lang' | 'now'>;

/** The quick calculator: a system sized from the daily energy alone. */
export async function quickCalc({ db, lang, now }: CalculatorContext, body: QuickCalcBody) {
  const { settings, ratesPerUsd } = await cachedCalculatorSettingsPayload(db);
  return presentResult(await sizeWithCost(db, now, settings, body.batteryType, (s) => calculateFromDailyEnergy(body, s, ratesPerUsd)), lang);
}

/** The appliance calculator: totals of the list and the system sized for them. */
export async function applianceCalc({ db, lang, now }: CalculatorContext, body: CalcBody) {
  const { settings, ratesPerUsd } = await cachedCalculatorSettingsPayload(db);
  return presentApplianceResult(await sizeWithCost(db, now, settings, body.batteryType, (s) => calculateFromAppliances(body, s, ratesPerUsd)), lang);
}
