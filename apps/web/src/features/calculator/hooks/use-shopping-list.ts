import { useMemo, useState } from 'react';
import type { Product } from '@solar/shared/contract/products';
import type { CalculatorResult } from '@solar/shared/domain/calculator';
import { buildShoppingList } from '@solar/shared/domain/shopping-list';
import type { ShoppingChoice, ShoppingList, ShoppingPart } from '@solar/shared/domain/shopping-list';
import type { Currency } from '@solar/shared/reference/catalog';
import { useShoppingCandidates } from '../api/get-shopping-candidates.ts';

/**
 * The result's shopping list (shared/domain/shopping-list.ts) over the API's candidates, in the buyer's
 * currency (the dollar until they pick another: docs/product-decisions.md section 6), with the listings and
 * the string length the buyer chose. A new result starts from its own first choices.
 */
const NO_CHOICE: ShoppingChoice = {};

export function useShoppingList(result: CalculatorResult, ratesPerUsd: Partial<Record<Currency, number>> | undefined) {
  const candidates = useShoppingCandidates(result);
  const [currency, setCurrency] = useState<Currency>('USD');
  const [choice, setChoice] = useState<{ result: CalculatorResult; made: ShoppingChoice }>({ result, made: {} });
  const made = choice.result === result ? choice.made : NO_CHOICE;

  const list: ShoppingList<Product> | null = useMemo(() => {
    if (!candidates.data || !ratesPerUsd) return null;
    const { panels, batteries, inverters } = candidates.data;
    return buildShoppingList(result, [...inverters, ...batteries, ...panels], { governorate: result.userInput.governorate, currency, ratesPerUsd }, made);
  }, [candidates.data, ratesPerUsd, result, currency, made]);

  const update = (change: ShoppingChoice) => setChoice({ result, made: { ...made, ...change } });
  const KEYS: Record<ShoppingPart, keyof ShoppingChoice> = { panels: 'panelsId', batteries: 'batteriesId', inverter: 'inverterId' };
  return {
    list,
    isPending: candidates.isPending || !ratesPerUsd,
    isError: candidates.isError,
    refetch: () => void candidates.refetch(),
    governorate: result.userInput.governorate,
    currency,
    setCurrency,
    /** Another listing for a part; a new panel or inverter starts again from the best string length. */
    choose: (part: ShoppingPart, id: string) => update(part === 'batteries' ? { [KEYS[part]]: id } : { [KEYS[part]]: id, panelsInSeries: undefined }),
    setPanelsInSeries: (inSeries: number) => update({ panelsInSeries: inSeries }),
  };
}

export type ShoppingListState = ReturnType<typeof useShoppingList>;
