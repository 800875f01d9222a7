/**
 * What the forms of an engineer and a shop share, as the boxes hold them: who it is, how to reach them,
 * where, the notes and the verified tick.
 */
export interface EntryBaseValues {
  name: string;
  phone: string;
  whatsappPhone: string;
  email: string;
  governorate: string;
  city: string;
  notes: string;
  adminNotes: string;
  isVerified: boolean;
  /** The join request the new entry comes from; the server marks it handled. */
  joinRequestId?: string;
}

export const emptyEntryBaseValues = (): EntryBaseValues => ({
  name: '',
  phone: '',
  whatsappPhone: '',
  email: '',
  governorate: '',
  city: '',
  notes: '',
  adminNotes: '',
  isVerified: false,
});

type StoredEntry = Omit<Record<keyof EntryBaseValues, string | null>, 'isVerified' | 'joinRequestId' | 'name' | 'governorate' | 'city'> & {
  name: string;
  governorate: string;
  city: string;
  isVerified: boolean;
};

/** A stored engineer's or shop's shared fields as the form's starting values (a text it has not as an empty box). */
export function entryBaseValuesOf(entry: StoredEntry): EntryBaseValues {
  return {
    name: entry.name,
    phone: entry.phone ?? '',
    whatsappPhone: entry.whatsappPhone ?? '',
    email: entry.email ?? '',
    governorate: entry.governorate,
    city: entry.city,
    notes: entry.notes ?? '',
    adminNotes: entry.adminNotes ?? '',
    isVerified: entry.isVerified,
  };
}
