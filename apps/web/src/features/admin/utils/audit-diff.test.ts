import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.ts';

describe('auditChanges', () => {
  it('lists only the keys that changed, nested keys as paths', () => {
    const before = { contact: { phone: '777', email: 'a@x.ye' }, exchangeRates: { USD: 1, YER: 535 }, rejectionTemplates: ['a'] };
    const after = { contact: { phone: '777', email: 'b@x.ye' }, exchangeRates: { USD: 1, YER: 540 }, rejectionTemplates: ['a', 'b'] };
    expect(auditChanges(before, after)).toEqual([
      { key: 'contact.email', before: 'a@x.ye', after: 'b@x.ye' },
      { key: 'exchangeRates.YER', before: 535, after: 540 },
      { key: 'rejectionTemplates', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('shows every key of a record that has only an after (a dismissal, a creation)', () => {
    expect(auditChanges(null, { dismissed: 3 })).toEqual([{ key: 'dismissed', before: undefined, after: 3 }]);
  });

  it('gives nothing when nothing changed', () => {
    expect(auditChanges({ featured: true }, { featured: true })).toEqual([]);
  });
});
