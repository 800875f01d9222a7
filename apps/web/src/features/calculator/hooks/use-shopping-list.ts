import { useMemo, useState } from 'react';
import type { Product } from '@solar/shared/contract/products';
import type { CalculatorResult } from '@solar/shared/domain/calculator';
import { buildShoppingList, shoppingAlternative } from '@solar/shared/domain/shopping-list';
import type { ShoppingChoice, ShoppingList, ShoppingPart } from '@solar/shared/domain/shopping-list';
import type { Currency } from '@solar/shared/reference/catalog';
import { localCurrencyOf } from '@solar/shared/reference/rial-areas';
import { useShoppingCandidates } from '../api/get-shopping-candidates.ts';

const NO_CHOICE: ShoppingChoice = {};
const KEYS: Record<ShoppingPart, 'panelsId' | 'batteriesId' | 'inverterId'> = { panels: 'panelsId', batteries: 'batteriesId', inverter: 'inverterId' };

/**
 * The result's shopping list (shared/domain/shopping-list.ts) over the API's candidates, with the listings,
 * the string length and the bank voltage the buyer chose. Its currency is the buyer's governorate's rial
 * (reference/rial-areas.ts; the dollar without a place) until they pick another. When the calculator's
 * voltage leaves the inverter or the batteries missing and the API found a higher one that has both,
 * `alternative` is that list, and `switchVoltage` switches to it. A new result starts from its own first choices.
 */
export function useShoppingList(result: CalculatorResult, ratesPerUsd: Partial<Record<Currency, number>> | undefined) {
  const candidates = useShoppingCandidates(result);
  const governorate = result.userInput.governorate;
  const localCurrency = localCurrencyOf(governorate);
  const [chosenCurrency, setCurrency] = useState<Currency | null>(null);
  const currency = chosenCurrency ?? localCurrency ?? 'USD';
  const [choice, setChoice] = useState<{ result: CalculatorResult; made: ShoppingChoice }>({ result, made: {} });
  const made = choice.result === result ? choice.made : NO_CHOICE;
  const data = candidates.data;
  const offered = data?.alternative;

  const lists = useMemo(() => {
    if (!data || !ratesPerUsd) return { list: null, alternative: null };
    const context = { governorate, currency, ratesPerUsd };
    const own = [...data.inverters, ...data.batteries, ...data.panels];
    const other = offered ? [...offered.inverters, ...offered.batteries, ...data.panels] : [];
    if (offered && made.systemV === offered.systemVoltage) return { list: buildShoppingList(result, other, context, made), alternative: null };
    const list: ShoppingList<Product> = buildShoppingList(result, own, context, { ...made, systemV: undefined });
    const lacksBank = list.missing.includes('inverter') || list.missing.includes('batteries');
    return { list, alternative: offered && lacksBank ? shoppingAlternative(result, other, context, offered.systemVoltage) : null };
  }, [data, offered, ratesPerUsd, result, governorate, currency, made]);

  const update = (change: ShoppingChoice) => setChoice({ result, made: { ...made, ...change } });
  return {
    list: lists.list,
    /** The list at the nearest bank voltage that completes it, while the calculator's lacks its inverter or batteries. */
    alternative: lists.alternative,
    /** The bank voltage the calculator chose (the list's, unless the buyer took the alternative). */
    calculatorVoltage: result.system.systemVoltage,
    isPending: candidates.isPending || !ratesPerUsd,
    isError: candidates.isError,
    refetch: () => void candidates.refetch(),
    governorate,
    currency,
    /** The buyer's governorate's rial, the list's currency until they pick another. */
    localCurrency,
    setCurrency,
    /** Another listing for a part; a new panel or inverter starts again from the best string length. */
    choose: (part: ShoppingPart, id: string) => update(part === 'batteries' ? { [KEYS[part]]: id } : { [KEYS[part]]: id, panelsInSeries: undefined }),
    setPanelsInSeries: (inSeries: number) => update({ panelsInSeries: inSeries }),
    /** The list at another bank voltage (its own first choices), or back to the calculator's with none. */
    switchVoltage: (systemV: number | undefined) => setChoice({ result, made: systemV === undefined ? {} : { systemV } }),
  };
}

export type ShoppingListState = ReturnType<typeof useShoppingList>;
