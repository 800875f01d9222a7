import type { AdminProduct, AdminSettings } from '@solar/shared/contract/admin';
import { DEFAULT_CALCULATOR_SETTINGS } from '@solar/shared/domain/calculator';
import { buildProduct } from '../../../test/factories.ts';
import type { AdminUser } from '../api/get-users.ts';
import type { AuditEntry } from '../api/get-audit-log.ts';
import type { ReportGroup } from '../api/get-reports.ts';

// Test data for the moderation screens, as the API presents it (test/fake-api.ts answers with it).

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

/** A listing as the review queue shows it; override what the test is about. */
export function buildAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...buildProduct({ status: 'pending', description: 'لوح أحادي البلورة بحالة ممتازة' }),
    rejectionReason: null,
    adminReviewed: false,
    resubmittedAt: null,
    isExpired: false,
    pendingEdit: null,
    sellerContact: { email: 'seller@example.ye', phone: '+967771234567' },
    isResubmission: false,
    changedFields: [],
    changes: [],
    version: 1,
    isLiveEdit: false,
    ...overrides,
  };
}

/**
 * An approved battery's edit waiting for review, as the API presents it: the seller lowered the price and
 * turned negotiation off (both public at once), doubled the cycle life, reworded the description and
 * swapped a picture whose file the clean-up has taken.
 */
export function buildBatteryEdit(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const changes: AdminProduct['changes'] = [
    { field: 'price', label: 'admin:review.fields.price', format: 'price', appliedImmediately: true, old: { amount: 1250, currency: 'USD' }, new: { amount: 1100, currency: 'USD' } },
    { field: 'isNegotiable', label: 'admin:review.fields.isNegotiable', format: 'boolean', appliedImmediately: true, old: true, new: false },
    { field: 'specs.cycleLife', label: 'products:specs.fields.cycleLife', format: 'count', text: 'products:specs.cycles', appliedImmediately: false, old: 3000, new: 6000 },
    { field: 'specs.voltageV', label: 'products:specs.fields.voltageV', format: 'quantity', unit: 'V', appliedImmediately: false, old: 48, new: 51.2 },
    {
      field: 'description', label: 'admin:review.fields.description', format: 'longText', appliedImmediately: false,
      old: 'Pylontech lithium battery, 48 V and 100 Ah, in its box with the cables.',
      new: 'Pylontech lithium battery, 51.2 V and 100 Ah, unused, in its box with the cables.',
    },
    {
      field: 'images', label: 'admin:review.fields.images', format: 'pictures', appliedImmediately: false,
      old: [{ _id: 'kept', thumbnailUrl: '/uploads/kept-320.webp' }, { _id: 'dropped', thumbnailUrl: null }],
      new: [{ _id: 'kept', thumbnailUrl: '/uploads/kept-320.webp' }, { _id: 'added', thumbnailUrl: '/uploads/added-320.webp' }],
    },
  ];
  return buildAdminProduct({
    name: 'Pylontech US5000 48 V',
    type: 'Battery',
    status: 'pending',
    price: 1100,
    currency: 'USD',
    isNegotiable: false,
    isLiveEdit: true,
    isResubmission: true,
    specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 51.2, capacityAh: 100, usableKwh: 4.1, cycleLife: 6000, ageMonths: null, healthPct: null },
    changedFields: ['price', 'isNegotiable', 'description', 'images', 'specs'],
    changes,
    ...overrides,
  });
}

export function buildReportGroup(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    product: buildAdminProduct({ status: 'approved' }),
    count: 3,
    reasons: [
      { reason: 'fraud', count: 2 },
      { reason: 'wrong_category', count: 1 },
    ],
    details: ['طلب مني التحويل قبل رؤية المنتج'],
    lastReportedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: nextId('user'),
    name: 'سالم أحمد',
    phone: '967771000001',
    email: 'salem@example.ye',
    role: 'user',
    isVerified: false,
    phoneConfirmed: true,
    isSuspended: false,
    alertsStopped: false,
    listings: 3,
    createdAt: '2024-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: nextId('audit'),
    actor: { _id: 'admin-1', name: 'مدير السوق' },
    action: 'product.reject',
    targetType: 'product',
    targetId: 'product-9',
    targetName: 'لوح جينكو ٥٥٠ واط',
    before: { status: 'pending', rejectionReason: null },
    after: { status: 'rejected', rejectionReason: 'الصور غير واضحة' },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function buildAdminSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    contact: { phone: '+967 1 234 567', email: 'support@solar.ye', whatsapp: '+967 777 000 111' },
    exchangeRates: { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1630 },
    rejectionTemplates: ['الصور غير واضحة أو ليست للمنتج نفسه', 'الإعلان مكرر'],
    ...overrides,
  };
}

/** The calculator's settings answer, with the engine's defaults unless the test says otherwise. */
export const calculatorSettingsAnswer = (settings = DEFAULT_CALCULATOR_SETTINGS) => ({
  status: 'success' as const,
  data: { settings, ratesPerUsd: { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1630 } },
});
