import type { AdminAd } from '@solar/shared/contract/admin-directory';

/** The ad form's fields as the boxes hold them, before the shared AdInputSchema turns them into the body. */
export interface AdFormValues {
  title: string;
  description: string;
  image: string | null;
  link: string;
  phone: string;
  active: boolean;
  limitedOffer: boolean;
}

/** A new ad runs as soon as it is saved, unless the admin switches it off. */
export const emptyAdValues = (): AdFormValues => ({ title: '', description: '', image: null, link: '', phone: '', active: true, limitedOffer: false });

/** A stored ad as the form's starting values; its picture is kept as the URL it is shown at. */
export function adValuesOf(ad: AdminAd): AdFormValues {
  return {
    title: ad.title,
    description: ad.description,
    image: ad.image?.url ?? null,
    link: ad.link ?? '',
    phone: ad.phone ?? '',
    active: ad.active,
    limitedOffer: ad.limitedOffer,
  };
}

/** Where a refused save's field messages may land. */
export const AD_FIELDS = { names: Object.keys(emptyAdValues()) } as const;
