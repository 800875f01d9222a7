import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Offer, WantedRequest } from '@solar/shared/contract/wanted';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { WantedListPage } from './wanted-list-page.tsx';
import { WantedForm } from './wanted-form.tsx';
import { WantedRequestPage } from './wanted-request-page.tsx';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';

const person = { _id: 'u1', name: 'أحمد', isVerified: false, phoneConfirmed: true, memberSince: '2025-03-01T00:00:00.000Z' };
const request: WantedRequest = {
  _id: 'r1', title: 'منظومة لثلاجة وأربع لمبات', description: null, calculatorCode: 'q5', governorate: 'taiz', city: 'taiz-city', budget: 1500, currency: 'SAR',
  installationWanted: true, openDays: 7, status: 'approved', createdAt: '2026-11-20T09:00:00.000Z', expiresAt: '2026-11-27T09:00:00.000Z', offersCount: 2, buyer: person,
  rejectionReason: null, isMine: true, myOfferId: null, acceptedOfferId: null,
  items: [{ type: 'Battery', quantity: 2, kwh: 5 }, { type: 'Panel', quantity: 4, powerW: 550 }],
};
const answerer = (id: string, name: string, phone: string) => ({ ...person, _id: id, name, isVerified: id === 's1', profileImageUrl: null, phone, whatsappPhone: phone, publicListings: 3 });
const offer = (id: string, overrides: Partial<Offer>): Offer => ({
  _id: id, requestId: 'r1', lines: [], total: 0, currency: 'USD', totalUsd: 0, delivery: true, installation: false, validUntil: '2026-12-01', message: null, status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', coverage: ['covered', 'covered'], answerer: answerer(id, id, '967777000001'), entry: null, ...overrides,
});
const offers = [
  offer('s1', {
    answerer: answerer('s1', 'متجر الشمس', '967777111222'), total: 1500, currency: 'SAR', totalUsd: 400, coverage: ['undersized', 'covered'],
    lines: [{ productId: null, type: 'Battery', name: 'Felicity 2.4', quantity: 2, unitPrice: 450, powerW: null, kwh: 2.4 }],
  }),
  offer('s2', { answerer: answerer('s2', 'Aden Solar', '967777333444'), total: 160_500, currency: 'YER', totalUsd: 300, coverage: ['covered', 'missing'] }),
];
const ratesPerUsd = { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1600 };

const ownListing = { _id: 'p1', name: 'Pylontech US5000', price: 900, currency: 'USD', type: 'Battery', status: 'approved', isActive: true, isExpired: false };
const linkedShop = { kind: 'shop', _id: 'shop1', name: 'محل النور للطاقة', isVerified: true, governorate: 'taiz' };

function renderRequest(data: WantedRequest = request, { listings = [] as unknown[], entries = [] as unknown[] } = {}) {
  const calls = fakeApi({
    'GET /wanted/r1': () => jsonResponse(200, { status: 'success', data }),
    'GET /wanted/my-entries': () => jsonResponse(200, { status: 'success', data: entries }),
    'GET /products/user-products': () => jsonResponse(200, { status: 'success', data: listings, total: listings.length, currentPage: 1, totalPages: 1 }),
    'POST /wanted/r1/offers': () => jsonResponse(201, { status: 'success', message: 'ok', data: offers[0] }),
    'GET /wanted/r1/offers': () => jsonResponse(200, { status: 'success', data: { offers, ratesPerUsd } }),
    'POST /wanted-offers/s2/accept': () => jsonResponse(200, { status: 'success', message: 'ok', data: { ...data, status: 'closed', acceptedOfferId: 's2' } }),
  });
  renderRoutes([{ path: '/wanted/:id', element: <WantedRequestPage id="r1" isSignedIn onSignIn={() => undefined} /> }], { path: '/wanted/r1' });
  return { calls, actor: userEvent.setup() };
}

describe('the buyer compares offers', () => {
  it('converts every total into one currency, marks a battery under the asked kWh, and opens WhatsApp with the answerer (Arabic)', async () => {
    const { actor, calls } = renderRequest();
    expect(await screen.findByRole('heading', { level: 1, name: request.title })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'عرضان' })).toBeTruthy();
    // Cheapest first, in the request's currency (riyals saudi): 300 USD = 1,125 SAR, 400 USD = 1,500 SAR.
    const shop = screen.getByRole('heading', { level: 3, name: /متجر الشمس/ }).closest('li')!;
    const aden = screen.getByRole('heading', { level: 3, name: 'Aden Solar' }).closest('li')!;
    expect(shop.compareDocumentPosition(aden) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(within(aden).getByText(/1,125/)).toBeTruthy();
    expect(within(shop).getByText(/1,500/)).toBeTruthy();
    expect(within(shop).getByText('أصغر من المطلوب')).toBeTruthy();
    expect(within(aden).getByText('غير معروض')).toBeTruthy();
    expect(within(shop).getByText('رقم مؤكد')).toBeTruthy();
    const whatsapp = within(shop).getByRole('link', { name: 'واتساب' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/967777111222\?text=/);
    expect(within(aden).getByRole('link', { name: 'اتصال' }).getAttribute('href')).toBe('tel:+967777333444');

    // Compared in dollars instead.
    await actor.click(screen.getByRole('combobox', { name: 'قارن بعملة' }));
    await actor.click(await screen.findByRole('option', { name: /دولار/ }));
    await waitFor(() => expect(within(aden).getByText(/300/)).toBeTruthy());

    await actor.click(within(aden).getByRole('button', { name: 'اقبل هذا العرض' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/wanted-offers/s2/accept')).toBe(true));
  });

  it('a seller who has not answered sees the offer form, its lines started from what was asked (English)', async () => {
    await changeLanguage('en');
    renderRequest({ ...request, isMine: false });
    expect(await screen.findByRole('heading', { name: 'Send an offer' })).toBeTruthy();
    expect(screen.getByText('Only the buyer sees your prices. You can change your offer until the buyer accepts one.')).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: 'Product (brand and model)' })).toHaveLength(2);
    expect(screen.getByText('2 × Batteries · at least 5 kWh each')).toBeTruthy();
    // Each line asks the one size its type is compared by: the battery its kWh, the panel its watts.
    expect(screen.getAllByRole('textbox', { name: 'kWh each' }).map((f) => (f as HTMLInputElement).value)).toEqual(['5']);
    expect(screen.getAllByRole('textbox', { name: 'Watts each' }).map((f) => (f as HTMLInputElement).value)).toEqual(['550']);
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });
});

describe('an answerer picks their own listings and answers as their shop', () => {
  it('a line can be one of my public listings of its type, and the offer goes as the linked shop (English)', async () => {
    await changeLanguage('en');
    const { actor, calls } = renderRequest({ ...request, isMine: false }, { listings: [ownListing], entries: [linkedShop] });
    const source = await screen.findByRole('combobox', { name: 'From my listings' });
    // Only the battery line offers the battery listing; the panel line has none of its type.
    expect(screen.getAllByRole('combobox', { name: 'From my listings' })).toHaveLength(1);
    expect(within(source).getByRole('option', { name: /Pylontech US5000 · .*900/ })).toBeTruthy();
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await actor.selectOptions(source, 'p1');
    // The listing brings its name and size: only the free panel line still asks for them.
    expect(screen.getAllByRole('textbox', { name: 'Product (brand and model)' })).toHaveLength(1);
    expect((screen.getAllByRole('textbox', { name: 'Price each' })[0] as HTMLInputElement).value).toBe('900');
    await actor.type(screen.getByRole('textbox', { name: 'Product (brand and model)' }), 'Jinko 550 W');
    await actor.type(screen.getAllByRole('textbox', { name: 'Price each' })[1]!, '90');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Answer as' }), 'shop:shop1');
    await actor.click(screen.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as { asEntry: unknown; lines: Record<string, unknown>[] };
    expect(body.asEntry).toEqual({ kind: 'shop', id: 'shop1' });
    expect(body.lines[0]).toMatchObject({ productId: 'p1', quantity: 2, unitPrice: 900 });
    expect(body.lines[1]).toMatchObject({ type: 'Panel', name: 'Jinko 550 W', unitPrice: 90 });
    expect(body.lines[1]).not.toHaveProperty('productId');
  });

  it('the buyer sees an offer made as a shop under the shop\'s name and mark (Arabic)', async () => {
    await changeLanguage('ar');
    const asShop = offers.map((o) => (o._id === 's2' ? { ...o, entry: { ...linkedShop } as Offer['entry'] } : o));
    fakeApi({
      'GET /wanted/r1': () => jsonResponse(200, { status: 'success', data: request }),
      'GET /wanted/r1/offers': () => jsonResponse(200, { status: 'success', data: { offers: asShop, ratesPerUsd } }),
    });
    renderRoutes([{ path: '/wanted/:id', element: <WantedRequestPage id="r1" isSignedIn onSignIn={() => undefined} /> }], { path: '/wanted/r1' });
    const heading = await screen.findByRole('heading', { level: 3, name: /محل النور للطاقة/ });
    expect(within(heading).getByTitle('موثّق')).toBeTruthy();
    expect(within(heading.closest('li')!).getByText('محل في الدليل · ردّ عنه Aden Solar')).toBeTruthy();
  });
});

describe('the open requests', () => {
  it('lists them with their filters, and a filter asks the API again (Arabic)', async () => {
    const calls = fakeApi({
      'GET /wanted': () => jsonResponse(200, { status: 'success', data: [{ ...request, isMine: false }], total: 1, currentPage: 1, totalPages: 1 }),
    });
    renderRoutes([{ path: '/wanted', element: <WantedListPage isSignedIn={false} /> }], { path: '/wanted' });
    expect(await screen.findByRole('heading', { level: 2, name: request.title })).toBeTruthy();
    expect(screen.getByText('عرضان')).toBeTruthy();
    expect(screen.getByText('مطلوب التركيب')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'أي الطلبات' })).toBeNull();
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('combobox', { name: 'المحافظة' }));
    await actor.click(await screen.findByRole('option', { name: 'تعز' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('governorate') === 'taiz')).toBe(true));
  });
});

describe('asking for offers', () => {
  it('from a calculator result sends its code with the place and days, then opens the request (Arabic)', async () => {
    const calls = fakeApi({ 'POST /wanted': () => jsonResponse(201, { status: 'success', message: 'ok', data: { ...request, status: 'pending' } }) });
    const { router } = renderRoutes(
      [
        { path: '/wanted/new', element: <WantedForm calculatorCode="q5" /> },
        { path: '/wanted/:id', element: <p>Request page</p> },
      ],
      { path: '/wanted/new?code=q5' },
    );
    const actor = userEvent.setup();
    expect(screen.getByText('ألواح نتيجة الحاسبة وبطارياتها والإنفرتر هي بنود الطلب، ويرى البائعون المقاسات.')).toBeTruthy();
    await actor.type(screen.getByRole('textbox', { name: /ماذا تحتاج؟/ }), 'منظومة لثلاجة');
    await actor.click(screen.getByRole('button', { name: 'أرسل للمراجعة' }));
    // The city is required: a clear message, and nothing is sent.
    expect(await screen.findByText('المدينة مطلوبة')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await actor.selectOptions(screen.getByRole('combobox', { name: 'المحافظة' }), 'taiz');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'المدينة' }), 'taiz-city');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'مفتوح لمدة' }), '7');
    await actor.click(screen.getByRole('button', { name: 'أرسل للمراجعة' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wanted/r1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'منظومة لثلاجة', calculatorCode: 'q5', governorate: 'taiz', city: 'taiz-city', openDays: 7, items: [] });
  });
});
