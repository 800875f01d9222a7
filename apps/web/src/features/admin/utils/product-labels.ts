import type { TFunction } from 'i18next';
import { CONDITION_SLUGS, PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import type { ProductCondition, ProductType } from '@solar/shared/reference/catalog';
import { reportReasonKey, type ReportReason } from '@solar/shared/domain/report-reasons';

/** A product type as the public pages name it. */
export const productTypeLabel = (t: TFunction, type: ProductType) => t(`products:type.${PRODUCT_TYPE_SLUGS[type]}`);

export const productConditionLabel = (t: TFunction, condition: ProductCondition) => t(`products:condition.${CONDITION_SLUGS[condition]}`);

/** A report reason as the reporter chose it on the product page. */
export const reportReasonLabel = (t: TFunction, reason: ReportReason) => t(reportReasonKey(reason));
