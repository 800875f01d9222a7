import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_FIELDS, type ListingFieldDescriptor, type ListingFieldName } from '@solar/shared/contract/listing-fields';
import { formatNumber } from '../lib/format.ts';

export interface ListingFieldShown {
  /** The field's name (a stable key for lists and tests). */
  field: string;
  /** Its short name in the active language. */
  label: string;
  /** Its value as a buyer reads it: the text as typed, a number in the page's digits, or a badge's words. */
  text: string;
}

/**
 * The described fields a listing has a value for (contract/listing-fields.ts), as the product page shows
 * them: `facts`, rows of its specification table; `badges`, chips beside the type and condition («ضمان
 * ١٢ شهرًا»). Empty fields are left out.
 */
export function useListingFieldDisplay() {
  const { t } = useTranslation('products');
  return useCallback(
    (listing: Partial<Record<ListingFieldName, unknown>>) => {
      const facts: ListingFieldShown[] = [];
      const badges: ListingFieldShown[] = [];
      for (const field of LISTING_FIELDS as readonly ListingFieldDescriptor[]) {
        const value = listing[field.name as ListingFieldName];
        const { shown } = field;
        if (!shown || value === null || value === undefined || value === '') continue;
        const label = t(field.label);
        if (shown.as === 'badge') badges.push({ field: field.name, label, text: t(shown.text, { count: Number(value) }) });
        else facts.push({ field: field.name, label, text: typeof value === 'number' ? formatNumber(value) : String(value) });
      }
      return { facts, badges };
    },
    [t],
  );
}
