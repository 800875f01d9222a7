/**
 * Every `code` of the error envelope (docs/product-decisions.md section 2): what programs, the web app
 * included, decide on. Each has its message in both languages in the `errors` catalogue
 * (`i18n/locales/{ar,en}/errors.json`), which the server answers in the caller's language
 * (docs/decisions/012-messages-in-the-callers-language.md); `error-codes.test.ts` holds the two together.
 * No zod here: the web's API client, in the first screen's JavaScript, reads codes with `isErrorCode`;
 * the envelope's schema (`ErrorCodeSchema`) is in `common.ts`.
 */
export const ERROR_CODES = [
  // Any call
  'UNEXPECTED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'INVALID_CHARACTERS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'SERVICE_UNAVAILABLE',
  'OUTCOME_UNKNOWN',
  // Written by the web app itself when no answer arrived
  'NETWORK',
  // Accounts
  'NOT_REGISTERED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_VERIFIED',
  'ACCOUNT_SUSPENDED',
  'ALREADY_EXISTS',
  'ALREADY_VERIFIED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_DAILY_LIMIT',
  'RESEND_TOO_SOON',
  'RESET_TOKEN_INVALID',
  'SESSION_EXPIRED',
  'SMS_COUNTRY_NOT_ALLOWED',
  'SMS_BUDGET_EXHAUSTED',
  // Pictures
  'IMAGE_TOO_LARGE',
  'IMAGE_TYPE_NOT_ALLOWED',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'FILE_REQUIRED',
  'UPLOAD_NOT_OWNED',
  'IMAGE_IN_USE',
  // Listings, reports and review
  'REPORT_ALREADY_OPEN',
  'RENEW_NOT_DUE',
  'PRODUCT_NOT_APPROVED',
  'LISTING_CHANGED',
  'PAGE_TOO_DEEP',
  'INVALID_CURSOR',
  // Directory and administration
  'JOIN_REQUEST_DUPLICATE',
  'JOIN_REQUEST_NOT_FOUND',
  'JOIN_REQUEST_CLOSED',
  'JOIN_REQUEST_TYPE_MISMATCH',
  'CANNOT_SUSPEND_SELF',
  'ACCOUNT_NOT_FOUND',
  // Saved searches and alerts
  'SAVED_SEARCH_LIMIT',
  'SAVED_SEARCH_EXISTS',
  'UNSUBSCRIBE_LINK_INVALID',
  // Wanted requests and offers
  'PHONE_NOT_CONFIRMED',
  'OFFER_EXISTS',
  'OFFER_LOCKED',
  'OWN_REQUEST',
  'WANTED_CLOSED',
  'ENTRY_NOT_YOURS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** True for a code of the list: an answer from elsewhere (a proxy's page) may carry anything. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
