import { BRANDS, OTHER_MAKERS } from '../reference/catalog.ts';

// One maker, many spellings: sellers type "LONGi", "Longi Solar", "LONGi-Solar" for the one brand the picker
// calls "LONGi Solar", and the brand filter listed each spelling apart (issue #17). A brand's key drops case,
// spaces and punctuation, and a trailing "Solar", "Energy" or "Electric", the words makers' names carry or
// drop at will. ASCII letters only are lower-cased, as PostgreSQL's lower() does in the C locale, so the
// key can be computed the same way in SQL (migration 0011).
const GENERIC_SUFFIX = /(solar|energy|electric)$/;

/** "LONGi Solar", "longi", "Longi-Solar" → "longi". */
export function brandKey(brand: string): string {
  const compact = brand.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(/[^a-z0-9\u0600-\u06ff]+/g, '');
  return compact.replace(GENERIC_SUFFIX, '') || compact;
}

/**
 * Words sellers type into the brand field that name a technology or a kind of product, not a maker: they
 * are no brand to filter by (the demo catalogue once listed «MPPT» as one).
 */
const NOT_BRANDS = new Set(['mppt', 'pwm', 'solar', 'inverter', 'battery', 'panel', 'lithium', 'gel', 'agm', 'mono', 'poly', 'other', 'others', 'none', 'nobrand', 'unknown', 'generic'].map(brandKey));

/** Whether a brand as typed names a maker (not "MPPT", "Lithium", "Other"…). */
export function isMakerBrand(brand: string): boolean {
  const key = brandKey(brand);
  return key !== '' && !NOT_BRANDS.has(key);
}

const KNOWN = new Map<string, string>([...BRANDS, ...OTHER_MAKERS].map((brand) => [brandKey(brand), brand]));

/** A known maker in the picker's spelling ("longi" → "LONGi Solar"); any other brand as typed, trimmed. */
export function canonicalBrand(brand: string): string {
  return KNOWN.get(brandKey(brand)) ?? brand.trim();
}
