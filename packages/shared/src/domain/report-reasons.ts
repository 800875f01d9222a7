/** Why a visitor reports a listing or a wanted request, as the API takes and stores it. */
export const REPORT_REASONS = ['spam', 'fraud', 'wrong_category', 'sold', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

// The catalogue keys reasons in camelCase; the wire uses snake_case.
const REASON_KEYS: Record<ReportReason, string> = {
  spam: 'spam',
  fraud: 'fraud',
  wrong_category: 'wrongCategory',
  sold: 'sold',
  offensive: 'offensive',
  other: 'other',
};

/** A reason's text in the products catalogue: what the reporter chose from and what the moderator reads. */
export const reportReasonKey = (reason: ReportReason) => `products:report.reason.${REASON_KEYS[reason]}` as const;
