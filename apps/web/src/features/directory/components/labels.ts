import type { TFunction } from 'i18next';
import { PRODUCT_TYPE_SLUGS, type ProductType } from '@solar/shared/reference/catalog';

// Stored values are English slugs; the screens show their translation when the catalogue has one, and
// the value itself otherwise (an admin may add a service the catalogue does not know yet).

export const serviceLabel = (t: TFunction, service: string) => t(`directory:service.${service}`, { defaultValue: service });
export const shopServiceLabel = (t: TFunction, service: string) => t(`directory:shopService.${service}`, { defaultValue: service });
export const specializationLabel = (t: TFunction, value: string) => t(`directory:specialization.${value}`, { defaultValue: value });
export const dayLabel = (t: TFunction, day: string) => t(`directory:day.${day}`, { defaultValue: day });
export const categoryLabel = (t: TFunction, category: string) => {
  const slug = PRODUCT_TYPE_SLUGS[category as ProductType];
  return slug ? t(`products:type.${slug}`) : category;
};

/**
 * An engineer's service and specialisation chips, each label once: the catalogues share words ("Maintenance"
 * is a service and a specialisation, "System design" too), and the same chip twice read as a mistake
 * (issue #17). A specialisation that a service already names is left out, and so is a repeat in one list.
 */
export function engineerChipLabels(t: TFunction, services: readonly string[], specializations: readonly string[]) {
  const seen = new Set<string>();
  const once = (labels: string[]) =>
    labels.filter((label) => {
      const key = label.trim().toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const serviceLabels = once(services.map((s) => serviceLabel(t, s)));
  return { services: serviceLabels, specializations: once(specializations.map((s) => specializationLabel(t, s))) };
}
