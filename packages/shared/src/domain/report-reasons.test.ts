import { describe, expect, it } from 'vitest';
import ar from '../i18n/locales/ar/products.json' with { type: 'json' };
import en from '../i18n/locales/en/products.json' with { type: 'json' };
import { REPORT_REASONS, reportReasonKey } from './report-reasons.ts';

describe('report reasons', () => {
  it('name a text of both catalogues for every reason', () => {
    for (const catalogue of [ar, en]) {
      const texts = catalogue.report.reason as Record<string, string>;
      for (const reason of REPORT_REASONS) {
        const key = reportReasonKey(reason).replace('products:report.reason.', '');
        expect(texts[key], `${reason}`).toBeTruthy();
      }
    }
    expect(reportReasonKey('wrong_category')).toBe('products:report.reason.wrongCategory');
  });
});
