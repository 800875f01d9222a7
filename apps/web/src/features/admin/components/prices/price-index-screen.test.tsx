import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PriceIndexes } from '@solar/shared/contract/prices';
import { Toaster } from '../../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { envelope, fakeApi, jsonResponse } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import type { PointListing } from '../../api/price-index.ts';
import { PriceIndexScreen } from './price-index-screen.tsx';

// A price is isolated in its text, so its digits and sign keep their order in either direction.
const rtl = (price: string) => `\u2067${price}\u2069`;
const ltr = (price: string) => `\u2066${price}\u2069`;

const WEEKS = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];

// What the job computed for all of Yemen in dollars: panels per watt and lithium batteries per usable kWh.
const indexes: PriceIndexes = {
  governorate: 'all',
  currency: 'USD',
  computedAt: '2026-11-24T08:00:00.000Z',
  indexes: [
    {
      metric: 'panel-per-w', variant: '', unit: 'W',
      weeks: WEEKS.map((week, i) => ({ week, listings: 12 + i, q1: 0.17 + i / 100, median: 0.19 + i / 100, q3: 0.23 + i / 100 })),
      governorates: [
        { governorate: 'sanaa', week: '2026-11-23', listings: 7, q1: 0.2, median: 0.22, q3: 0.25 },
        { governorate: 'aden', week: '2026-11-23', listings: 5, q1: 0.18, median: 0.21, q3: 0.24 },
      ],
    },
    {
      metric: 'battery-per-kwh', variant: 'lifepo4', unit: 'kWh',
      weeks: WEEKS.slice(1).map((week) => ({ week, listings: 6, q1: 180, median: 205, q3: 240 })),
      governorates: [],
    },
  ],
};

const listing = (productId: string, name: string | null, price: number, perUnitUsd: number, overrides: Partial<PointListing> = {}): PointListing => ({
  productId, name, price, currency: 'USD', governorate: 'sanaa', perUnitUsd, excluded: false, ...overrides,
});

// The listings behind the panels' latest week; the last one's seller typed 7000 for a 70-dollar panel.
const behindLatestWeek = [
  listing('p1', 'لوح جينكو 550 واط', 104, 0.19),
  listing('p2', 'لوح لونجي 540 واط', 110, 0.2, { governorate: 'aden' }),
  listing('p3', 'Canadian Solar 450 W', 99, 0.22),
  listing('p4', 'لوح ترينا 600 واط', 135, 0.23, { currency: 'SAR', price: 506 }),
  listing('p5', null, 118, 0.24),
  listing('p-typo', 'لوح 330 واط مستعمل كالجديد', 7000, 21.21),
];

/** The API as the admin's screen calls it, the exclusions kept as the server keeps them. */
function fakePricesApi() {
  const excluded = new Set<string>();
  return fakeApi({
    'GET /prices/indexes': () => jsonResponse(200, envelope(indexes)),
    'GET /admin/prices/listings': ({ query }) => {
      const isLatestPanels = query.get('metric') === 'panel-per-w' && query.get('governorate') === 'all' && query.get('week') === '2026-11-23';
      const rows = isLatestPanels ? behindLatestWeek.map((row) => ({ ...row, excluded: excluded.has(row.productId) })) : [];
      return jsonResponse(200, envelope(rows));
    },
    'PUT /admin/prices/exclusions/p-typo': ({ body }) => {
      const { excluded: isExcluded } = body as { excluded: boolean };
      if (isExcluded) excluded.add('p-typo');
      else excluded.delete('p-typo');
      return jsonResponse(200, envelope({ productId: 'p-typo', excluded: isExcluded }));
    },
  });
}

/** A chart's column or bar by the tooltip a mouse shows on it (an SVG title inside it, which getByTitle skips). */
function tooltipped(container: HTMLElement, text: string): Element {
  const title = [...container.querySelectorAll('svg rect > title')].find((node) => node.textContent === text);
  if (!title?.parentElement) throw new Error(`No chart point titled ${text}`);
  return title.parentElement;
}

function renderScreen() {
  renderRoutes([{ path: '/admin/prices', element: (<><PriceIndexScreen /><Toaster /></>) }], { path: '/admin/prices' });
  return userEvent.setup();
}

describe('the console\'s price index', () => {
  it('lists the listings behind a week picked in a chart\'s table and excludes a mistyped price (Arabic)', async () => {
    await changeLanguage('ar');
    const calls = fakePricesApi();
    const actor = renderScreen();

    const panels = await screen.findByRole('region', { name: 'الألواح الشمسية: السعر لكل واط' });
    expect(within(panels).getByRole('img', { name: /^الألواح الشمسية: السعر لكل واط، كل اليمن، بـدولار أمريكي/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'البطاريات (ليثيوم): السعر لكل كيلوواط ساعة قابل للاستخدام' })).toBeTruthy();
    expect(screen.getByText(/يُسجَّل الاستبعاد والإعادة في سجل العمليات فوراً/)).toBeTruthy();

    // The table's newest week is its first row; its name is the button that picks the point.
    const latest = within(panels).getAllByRole('button', { name: /2026/ })[0]!;
    expect(latest.getAttribute('aria-pressed')).toBe('false');
    await actor.click(latest);
    expect(latest.getAttribute('aria-pressed')).toBe('true');

    const list = await screen.findByRole('region', { name: /^الإعلانات وراء هذه النقطة: كل اليمن، أسبوع/ });
    expect(await within(list).findByRole('status')).toHaveProperty('textContent', '6 إعلانات');
    expect(calls.find((c) => c.path === '/admin/prices/listings')?.query.toString()).toBe('metric=panel-per-w&governorate=all&week=2026-11-23');
    expect(within(list).getByRole('article', { name: 'إعلان محذوف' })).toBeTruthy();
    const riyals = within(list).getByRole('article', { name: 'لوح ترينا 600 واط' });
    expect(within(riyals).getByText(`السعر: ${rtl('506 ر.س')}`)).toBeTruthy();

    const typo = within(list).getByRole('article', { name: 'لوح 330 واط مستعمل كالجديد' });
    expect(within(typo).getByRole('link', { name: 'لوح 330 واط مستعمل كالجديد' }).getAttribute('href')).toBe('/product/p-typo');
    expect(within(typo).getByText(`السعر: ${rtl('7,000 $')}`)).toBeTruthy();
    expect(within(typo).getByText(`سعر الوحدة: ${rtl('21.2 $')} لكل واط (بالدولار بأسعار صرف ذلك الأسبوع)`)).toBeTruthy();
    expect(within(typo).getByText('المحافظة: صنعاء')).toBeTruthy();
    await actor.click(within(typo).getByRole('button', { name: 'استبعاد من المؤشر' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ excluded: true }));
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/admin/prices/exclusions/p-typo');
    const excludedCard = within(list).getByRole('article', { name: 'لوح 330 واط مستعمل كالجديد' });
    expect(await within(excludedCard).findByText('مستبعد من المؤشر')).toBeTruthy();
    expect(within(excludedCard).getByRole('button', { name: 'إعادته إلى المؤشر' })).toBeTruthy();
    expect(await screen.findByText('استُبعد الإعلان من المؤشر. تتغير الأرقام عند التشغيل التالي لحسابه.')).toBeTruthy();
    // The charts are asked again as well as the list.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/prices/indexes')).toHaveLength(2));
  });

  it('picks a week by a click on the chart, excludes a listing, and says when a point has none (English)', async () => {
    await changeLanguage('en');
    const calls = fakePricesApi();
    const actor = renderScreen();

    const panels = await screen.findByRole('region', { name: 'Solar panels: price per watt' });
    expect(within(panels).getByRole('img', { name: 'Solar panels: price per watt, All of Yemen, in US dollar ($): the median from Nov 2, 2026 to Nov 23, 2026' })).toBeTruthy();
    // A click on the latest week's column of the line chart (its tooltip names the week and its median).
    await actor.click(tooltipped(panels, `Nov 23, 2026: median ${ltr('$0.22')}`));
    expect(within(panels).getByRole('button', { name: 'Nov 23, 2026' }).getAttribute('aria-pressed')).toBe('true');

    const list = await screen.findByRole('region', { name: 'Listings behind this point: All of Yemen, week of Nov 23, 2026' });
    expect(await within(list).findByRole('status')).toHaveProperty('textContent', '6 listings');
    const typo = within(list).getByRole('article', { name: 'لوح 330 واط مستعمل كالجديد' });
    expect(within(typo).getByText(`Price: ${ltr('$7,000')}`)).toBeTruthy();
    expect(within(typo).getByText(`Unit price: ${ltr('$21.2')} per W (in dollars at that week's rates)`)).toBeTruthy();
    expect(within(typo).getByText('Governorate: Sana\'a')).toBeTruthy();
    await actor.click(within(typo).getByRole('button', { name: 'Exclude from the index' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ excluded: true }));
    const excludedCard = within(list).getByRole('article', { name: 'لوح 330 واط مستعمل كالجديد' });
    expect(await within(excludedCard).findByText('Excluded from the index')).toBeTruthy();
    expect(within(excludedCard).getByRole('button', { name: 'Include again' })).toBeTruthy();

    // Aden's bar stands on no listing in this fake: the list says so.
    await actor.click(within(panels).getByRole('button', { name: 'Aden' }));
    const adenList = await screen.findByRole('region', { name: 'Listings behind this point: Aden, week of Nov 23, 2026' });
    expect(await within(adenList).findByText('No listings behind this point')).toBeTruthy();
    expect(calls.at(-1)?.query.get('governorate')).toBe('aden');
  });
});
