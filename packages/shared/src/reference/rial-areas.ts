import type { Currency } from './catalog.ts';
import { GOVERNORATES } from './locations.ts';

/**
 * Which rial each governorate's market prices in. Since January 2020 the old notes are the only legal
 * money where the Sana'a authorities rule and the new notes circulate where the Aden government does,
 * at two exchange rates (Reuters, "Yemen's rival powers battle over banknotes", 18 January 2020; Sana'a
 * Center, "Bridging the Divide: Mitigating the Impacts of the CBY Schism on Yemen's Banking Sector", 2022).
 * A split governorate goes with its main town's market: Taiz city, Marib city and Al-Dhale are on the Aden
 * side; Al-Hudaydah city, Al-Bayda city, Al-Hazm (Al-Jawf) and Hajjah city on the Sana'a side. A buyer at
 * an edge picks the other rial in the list (docs/decisions/032-a-local-shopping-list-that-leads-somewhere.md).
 */
export const RIAL_OF_GOVERNORATE: Readonly<Record<string, Extract<Currency, 'YER' | 'YER_SOUTH'>>> = {
  'amanat-al-asimah': 'YER',
  sanaa: 'YER',
  'al-hudaydah': 'YER',
  ibb: 'YER',
  dhamar: 'YER',
  hajjah: 'YER',
  amran: 'YER',
  saada: 'YER',
  'al-mahwit': 'YER',
  raymah: 'YER',
  'al-bayda': 'YER',
  'al-jawf': 'YER',
  aden: 'YER_SOUTH',
  lahij: 'YER_SOUTH',
  abyan: 'YER_SOUTH',
  'al-dhale': 'YER_SOUTH',
  taiz: 'YER_SOUTH',
  marib: 'YER_SOUTH',
  shabwah: 'YER_SOUTH',
  hadramaut: 'YER_SOUTH',
  'al-mahrah': 'YER_SOUTH',
  socotra: 'YER_SOUTH',
};

/** The rial a buyer in this governorate counts in: the Sana'a or the Aden rial; null for no (or an unknown) place. */
export function localCurrencyOf(governorate: string | null | undefined): Currency | null {
  return (governorate && RIAL_OF_GOVERNORATE[governorate]) || null;
}

/** The governorates that count in the same rial as this one, itself included (empty for no place). */
export function governoratesOfRialArea(governorate: string | null | undefined): string[] {
  const rial = localCurrencyOf(governorate);
  return rial ? GOVERNORATES.map((g) => g.id).filter((id) => RIAL_OF_GOVERNORATE[id] === rial) : [];
}
