import { ApplianceInputSchema } from '@solar/shared/contract/calculator';
import type { ApplianceInput, ApplianceType, CalculatorSettings } from '@solar/shared/domain/calculator';
import { parseAmount } from './parse-amount.ts';

/** One row of the appliance form, as typed (numbers stay text until they are read). */
export interface ApplianceRow {
  id: number;
  type: ApplianceType;
  name: string;
  quantity: string;
  watts: string;
  hours: string;
}

export type ApplianceField = 'name' | 'quantity' | 'watts' | 'hoursPerDay';

let nextRowId = 1;

/** A new row with the type's preset watts and hours from the settings. */
export function newApplianceRow(type: ApplianceType, settings: CalculatorSettings, quantity = 1): ApplianceRow {
  const preset = settings.appliances[type];
  return { id: nextRowId++, type, name: '', quantity: String(quantity), watts: String(preset.watts), hours: String(preset.hoursPerDay) };
}

/** A row made from a shared link's appliance. */
export function rowFromAppliance(appliance: ApplianceInput): ApplianceRow {
  return {
    id: nextRowId++,
    type: appliance.type,
    name: appliance.name ?? '',
    quantity: String(appliance.quantity),
    watts: String(appliance.watts),
    hours: String(appliance.hoursPerDay),
  };
}

/** The row read with the API's own rules: the appliance, or the message key of each wrong field. */
export function readApplianceRow(row: ApplianceRow): { appliance: ApplianceInput | null; errors: Partial<Record<ApplianceField, string>> } {
  const parsed = ApplianceInputSchema.safeParse({
    type: row.type,
    ...(row.type === 'other' && row.name.trim() ? { name: row.name } : {}),
    quantity: parseAmount(row.quantity),
    watts: parseAmount(row.watts),
    hoursPerDay: parseAmount(row.hours),
  });
  if (parsed.success) return { appliance: parsed.data, errors: {} };
  const errors: Partial<Record<ApplianceField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ApplianceField;
    errors[field] ??= issue.message;
  }
  return { appliance: null, errors };
}
