import type { PhoneCountry } from '@solar/shared/domain/phone';

/** A country the sign-up phone can come from: ISO region (named through Intl, read by the phone parser) and its dial code. */
export interface DialCode {
  region: PhoneCountry;
  code: string;
}

/** Yemen (the default, docs/product-brief.md §9) first, then the Gulf and Arab countries, then common others: 34 entries. */
export const DIAL_CODES: readonly DialCode[] = [
  { region: 'YE', code: '967' },
  { region: 'SA', code: '966' },
  { region: 'AE', code: '971' },
  { region: 'OM', code: '968' },
  { region: 'KW', code: '965' },
  { region: 'QA', code: '974' },
  { region: 'BH', code: '973' },
  { region: 'EG', code: '20' },
  { region: 'JO', code: '962' },
  { region: 'IQ', code: '964' },
  { region: 'SY', code: '963' },
  { region: 'LB', code: '961' },
  { region: 'PS', code: '970' },
  { region: 'SD', code: '249' },
  { region: 'LY', code: '218' },
  { region: 'TN', code: '216' },
  { region: 'DZ', code: '213' },
  { region: 'MA', code: '212' },
  { region: 'MR', code: '222' },
  { region: 'SO', code: '252' },
  { region: 'DJ', code: '253' },
  { region: 'KM', code: '269' },
  { region: 'TR', code: '90' },
  { region: 'ET', code: '251' },
  { region: 'KE', code: '254' },
  { region: 'IN', code: '91' },
  { region: 'PK', code: '92' },
  { region: 'MY', code: '60' },
  { region: 'ID', code: '62' },
  { region: 'CN', code: '86' },
  { region: 'GB', code: '44' },
  { region: 'DE', code: '49' },
  { region: 'FR', code: '33' },
  { region: 'US', code: '1' },
];

export const DEFAULT_DIAL_CODE = '967';
