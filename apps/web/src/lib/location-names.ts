import type { Language } from '@solar/shared/contract/common';
import { findGovernorate } from '@solar/shared/reference/locations';

/** Governorate and city names in the given language; an unknown id is shown as it is. */
export function getLocationNames(
  governorateId: string,
  cityId: string,
  language: Language,
): { governorate: string; city: string } {
  const governorate = findGovernorate(governorateId);
  const city = governorate?.cities.find((candidate) => candidate.id === cityId);
  return { governorate: governorate?.[language] ?? governorateId, city: city?.[language] ?? cityId };
}
