import type { AdminEngineer } from '@solar/shared/contract/admin-directory';
import { DEFAULT_CURRENCY } from '@solar/shared/reference/catalog';
import type { Currency } from '@solar/shared/reference/catalog';
import { emptyEntryBaseValues, entryBaseValuesOf } from './entry-form.ts';
import type { EntryBaseValues } from './entry-form.ts';

export interface CertificationValues {
  name: string;
  issuedBy: string;
  issuedDate: string;
  expiryDate: string;
}

/**
 * The engineer form's fields as the boxes hold them (text, numbers or null), before the shared
 * EngineerInputSchema turns them into the body.
 */
export interface EngineerFormValues extends EntryBaseValues {
  experienceYears: number | null;
  experienceDescription: string;
  rating: number | null;
  projectsCount: number | null;
  teamSize: number | null;
  responseTimeHours: number | null;
  hourlyRate: number | null;
  minimumCharge: number | null;
  currency: Currency;
  services: string[];
  specializations: string[];
  availabilityStatus: string;
  workingDays: string[];
  workingHoursStart: string;
  workingHoursEnd: string;
  certifications: CertificationValues[];
  isFeatured: boolean;
  profileImage: string | null;
  portfolioImages: string[];
}

/** A new engineer: counts start at zero and no rating; years of experience must be typed. */
export const emptyEngineerValues = (): EngineerFormValues => ({
  ...emptyEntryBaseValues(),
  experienceYears: null,
  experienceDescription: '',
  rating: 0,
  projectsCount: 0,
  teamSize: null,
  responseTimeHours: null,
  hourlyRate: null,
  minimumCharge: null,
  currency: DEFAULT_CURRENCY,
  services: [],
  specializations: [],
  availabilityStatus: 'available',
  workingDays: [],
  workingHoursStart: '',
  workingHoursEnd: '',
  certifications: [],
  isFeatured: false,
  profileImage: null,
  portfolioImages: [],
});

/** A stored engineer as the form's starting values; pictures are kept as the URLs they are shown at. */
export function engineerValuesOf(engineer: AdminEngineer): EngineerFormValues {
  return {
    ...entryBaseValuesOf(engineer),
    experienceYears: engineer.experience.years,
    experienceDescription: engineer.experience.description,
    rating: engineer.rating,
    projectsCount: engineer.projectsCount,
    teamSize: engineer.teamSize,
    responseTimeHours: engineer.responseTimeHours,
    hourlyRate: engineer.pricing.hourlyRate,
    minimumCharge: engineer.pricing.minimumCharge,
    currency: engineer.pricing.currency,
    services: engineer.services,
    specializations: engineer.specializations,
    availabilityStatus: engineer.availability.status,
    workingDays: engineer.availability.workingDays,
    workingHoursStart: engineer.availability.workingHours.start ?? '',
    workingHoursEnd: engineer.availability.workingHours.end ?? '',
    certifications: engineer.certifications.map((c) => ({ name: c.name, issuedBy: c.issuedBy, issuedDate: c.issuedDate, expiryDate: c.expiryDate ?? '' })),
    isFeatured: engineer.isFeatured,
    profileImage: engineer.profileImageUrl,
    portfolioImages: engineer.portfolioImages.map((image) => image.url),
  };
}

/** Where a refused save's field messages may land (one about the join request goes with the failure). */
export const ENGINEER_FIELDS = {
  names: Object.keys(emptyEngineerValues()),
  lists: ['services', 'specializations', 'workingDays', 'portfolioImages'],
} as const;
