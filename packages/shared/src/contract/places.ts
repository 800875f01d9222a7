import { z } from 'zod';
import { GOVERNORATE_IDS, isCityInGovernorate } from '../reference/locations.ts';

/** A governorate and one of its cities; a city of another governorate is refused on `city`. */
export const PlaceSchema = z
  .object({
    governorate: z.enum(GOVERNORATE_IDS, { message: 'errors:field.invalidOption' }),
    city: z.string({ message: 'errors:field.required' }).min(1, { message: 'errors:field.required' }),
  })
  .superRefine((place, ctx) => {
    if (!isCityInGovernorate(place.governorate, place.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'errors:field.cityNotInGovernorate' });
    }
  });
export type Place = z.infer<typeof PlaceSchema>;
