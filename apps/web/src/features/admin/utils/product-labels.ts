import type { TFunction } from 'i18next';
import type { REPORT_REASONS } from '@solar/shared/contract/products';
import { CONDITION_SLUGS, PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import type { ProductCondition, ProductType } from '@solar/shared/reference/catalog';

type ReportReason = (typeof REPORT_REASONS)[number];

// The products catalogue keys reasons in camelCase; the wire uses snake_case.
const REPORT_REASON_KEYS: Record<ReportReason, string> = {
  spam: 'spam',
  fraud: 'fraud',
  wrong_category: 'wrongCategory',
  sold: 'sold',
  offensive: 'offensive',
  other: 'other',
};

/** A product type as the public pages name it. */
export const productTypeLabel = (t: TFunction, type: ProductType) => t(`products:type.${PRODUCT_TYPE_SLUGS[type]}`);

export const productConditionLabel = (t: TFunction, condition: ProductCondition) => t(`products:condition.${CONDITION_SLUGS[condition]}`);

/** A report reason as the reporter chose it on the product page. */
export const reportReasonLabel = (t: TFunction, reason: ReportReason) => t(`products:report.reason.${REPORT_REASON_KEYS[reason]}`);
