// A posting with exactly the fields of docs/product-brief.md section 3 (no structured `specs`) is taken for
// every type (issue 38): reviewed, approved and found like any other, with the specifications its words
// state plainly (the start-up backfill's reading) and none otherwise. And prices keep at most two decimals
// (issue 39). Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductPageSchema } from '@solar/shared/contract/admin';
import { ProductPageSchema } from '@solar/shared/contract/products';
import { OwnProductResponseSchema } from '@solar/shared/contract/selling';
import { PRODUCT_TYPES, type ProductType } from '@solar/shared/reference/catalog';
import { testApi, type CallOptions, type Method } from '../../test/api-client.ts';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';

let ctx: TestContext;
const api = testApi(() => ctx);
let seller: string;
let admin: string;

const tokenFor = async (overrides: Parameters<typeof api.signedIn>[0] = {}) => (await api.signedIn(overrides)).token;

beforeAll(async () => {
  ctx = await buildTestApp();
  seller = await tokenFor();
  admin = await tokenFor({ role: 'admin' });
});
afterAll(() => ctx.close());

const call = (method: Method, url: string, token: string | undefined, body?: unknown, options: CallOptions = {}) =>
  api.call(method, url, { lang: 'en', token, body, ...options });

const uploadPicture = async (token: string) => (await api.uploadPicture(token)).json().data.fileUrl as string;

interface BriefListing {
  name: string;
  type: ProductType;
  model: string | null;
  description: string;
  specifications: { power: string | null; voltage: string | null; capacity: string | null; warranty: string | null };
}

/** Exactly the product fields a seller sets in docs/product-brief.md section 3: no `specs`. */
const briefBody = (listing: BriefListing, images: string[]) => ({
  name: listing.name,
  type: listing.type,
  condition: 'New',
  brand: 'Growatt',
  model: listing.model,
  price: 250,
  currency: 'USD',
  phone: '777123456',
  whatsappPhone: '+967 777 123 456',
  governorate: 'aden',
  city: 'crater',
  locationText: 'Crater, near the main market',
  description: listing.description,
  images,
  specifications: listing.specifications,
});

const specifications = (power: string | null, voltage: string | null = null, capacity: string | null = null) => ({ power, voltage, capacity, warranty: '2 years' });

// One listing per type, named with a word no other listing of this file has, so a search finds it alone.
const BRIEF_LISTINGS: Record<ProductType, BriefListing & { keyword: string }> = {
  Panel: { keyword: 'Albatross', name: 'Albatross mono PERC panel', type: 'Panel', model: 'AB-580M', description: 'Half-cut monocrystalline module.', specifications: specifications('580W', '41.6V') },
  Battery: { keyword: 'Cormorant', name: 'Cormorant AGM battery', type: 'Battery', model: 'CM-12200', description: 'Sealed deep-cycle battery.', specifications: specifications(null, '12V', '200Ah') },
  'Panel bases': { keyword: 'Pelican', name: 'Pelican roof mount for 4 panels', type: 'Panel bases', model: null, description: 'Galvanised steel frame.', specifications: specifications(null) },
  'Charging Devices': { keyword: 'Heron', name: 'Heron hybrid inverter', type: 'Charging Devices', model: 'HN-5K', description: 'Pure sine wave, built-in MPPT.', specifications: specifications('5kW', '48V') },
  'Integrated System': { keyword: 'Kingfisher', name: 'Kingfisher home system', type: 'Integrated System', model: null, description: 'Panels, inverter and battery for a small house.', specifications: specifications('3kW', '24V', '5kWh') },
  Accessory: { keyword: 'Sandpiper', name: 'Sandpiper DC cable 6mm', type: 'Accessory', model: null, description: 'Solar cable, 100 m roll.', specifications: specifications(null) },
  Others: { keyword: 'Woodpecker', name: 'Woodpecker solar water heater', type: 'Others', model: null, description: 'A 200 litre heater.', specifications: specifications(null) },
};

/** The listings of a public list (browse or search), every page of up to 50. */
async function publicIds(path: 'browse-products' | 'search-products', query: string): Promise<string[]> {
  const res = await call('GET', `/marketplace/${path}?${query}&limit=50`, undefined);
  expect(res.statusCode, res.body).toBe(200);
  return ProductPageSchema.parse(res.json()).data.map((p) => p._id);
}

async function reviewQueue(): Promise<Map<string, number>> {
  const res = await call('GET', '/admin/products?status=pending&limit=50', admin);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(AdminProductPageSchema.parse(res.json()).data.map((p) => [p._id, p.version]));
}

async function approveFromQueue(id: string) {
  const version = (await reviewQueue()).get(id);
  expect(version, 'in the review queue').toBeDefined();
  const res = await call('POST', `/admin/products/${id}/approve`, admin, { version });
  expect(res.statusCode, res.body).toBe(200);
}

async function post(body: unknown, token = seller) {
  const res = await call('POST', '/products/post', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return OwnProductResponseSchema.parse(res.json()).data;
}

describe('a posting with the fields of the product description (issue 38)', () => {
  const posted = new Map<ProductType, string>();

  beforeAll(async () => {
    for (const type of PRODUCT_TYPES) {
      const product = await post(briefBody(BRIEF_LISTINGS[type], [await uploadPicture(seller)]));
      expect(product).toMatchObject({ type, status: 'pending' });
      posted.set(type, product._id);
    }
  });

  it.each(PRODUCT_TYPES)('%s: posted, in the review queue, approved, then browsed and searched', async (type) => {
    const id = posted.get(type)!;
    expect([...(await reviewQueue()).keys()]).toContain(id);
    await approveFromQueue(id);
    expect(await publicIds('browse-products', `type=${encodeURIComponent(type)}`)).toContain(id);
    expect(await publicIds('search-products', `search_keyword=${BRIEF_LISTINGS[type].keyword}`)).toEqual([id]);
  });

  it('keeps the specifications its words state, and none where they do not say them all', async () => {
    const specsOf = async (type: ProductType) => (await call('GET', `/marketplace/getOneProduct/${posted.get(type)}`, undefined)).json().data.specs;
    expect(await specsOf('Panel')).toMatchObject({ kind: 'panel', powerW: 580, cellType: 'mono', cellTech: 'perc', vocV: null });
    expect(await specsOf('Battery')).toMatchObject({ kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, usableKwh: 1.2 });
    expect(await specsOf('Charging Devices')).toMatchObject({ kind: 'inverter', inverterKind: 'hybrid', powerW: 5000, batteryVoltages: [48] });
    // A system's three sizes cannot be told apart in free text; the other types have none.
    for (const type of ['Integrated System', 'Panel bases', 'Accessory', 'Others'] as const) expect(await specsOf(type)).toBeNull();
  });

  it('matches the specification filters by what it stated; a listing without specifications matches none', async () => {
    const [panel, battery, inverter, system] = (['Panel', 'Battery', 'Charging Devices', 'Integrated System'] as const).map((type) => posted.get(type)!);
    // Other tests of this file add listings: each check holds whatever else is public.
    const power = await publicIds('browse-products', 'minPowerW=570&maxPowerW=590');
    expect(power).toContain(panel);
    expect(power).not.toContain(inverter);
    expect(await publicIds('browse-products', 'minPowerW=5000&maxPowerW=5000&type=Charging%20Devices')).toContain(inverter);
    expect(await publicIds('search-products', 'search_keyword=Albatross&minPowerW=500')).toEqual([panel]);
    const batteries = await publicIds('browse-products', 'voltage=12&minCapacityAh=200&maxCapacityAh=200');
    expect(batteries).toContain(battery);
    expect(await publicIds('browse-products', 'minPowerW=1')).not.toContain(system);
    expect(await publicIds('browse-products', 'minKwh=0')).not.toContain(system);
  });
});

describe('specifications the words do not state', () => {
  const unread = (overrides: Partial<BriefListing> = {}) =>
    briefBody({ name: 'Used solar panel 550W', type: 'Panel', model: null, description: 'Works well, a few scratches.', specifications: specifications('550W'), ...overrides }, []);

  it('a panel that does not say its cell type is posted without them, and an edit that adds them goes back to review', async () => {
    const product = await post(unread());
    expect(product.specs).toBeNull();
    await approveFromQueue(product._id);
    // The price of a listing without specifications stays live, as before.
    const priced = await call('PATCH', `/products/update-product/${product._id}`, seller, { price: 240 });
    expect(priced.json().data).toMatchObject({ status: 'approved', price: 240, specs: null });
    expect(await publicIds('browse-products', 'minPowerW=540&maxPowerW=560')).not.toContain(product._id);

    const specs = { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null };
    const edited = await call('PATCH', `/products/update-product/${product._id}`, seller, { specs });
    // It waits for review beside the approved version (issue #46).
    expect(edited.json()).toMatchObject({ message: 'Changes sent for review. Buyers keep seeing the approved version until they are approved.', data: { status: 'approved', specs: null, pendingEdit: { status: 'pending', specs: { powerW: 550 } } } });
    const shown = AdminProductPageSchema.parse((await call('GET', '/admin/products?status=pending&limit=50', admin)).json()).data.find((p) => p._id === product._id);
    // The specifications it gained, each under a panel's name, and the live price change as already public.
    expect(shown?.changedFields).toEqual(['price', 'specs']);
    expect(shown?.changes.map((c) => [c.field, c.label, c.old, c.new])).toEqual([
      ['price', 'admin:review.fields.price', { amount: expect.any(Number), currency: expect.any(String) }, { amount: 240, currency: expect.any(String) }],
      ['specs.powerW', 'products:specs.fields.powerW', null, 550],
      ['specs.cellType', 'products:specs.fields.cellType', null, 'products:specs.cellType.mono'],
    ]);
    await approveFromQueue(product._id);
    expect(await publicIds('browse-products', 'minPowerW=540&maxPowerW=560')).toContain(product._id);
  });

  it('an edit of its words reads them again, as a posting does; a seller may clear them', async () => {
    const product = await post(unread());
    const described = await call('PATCH', `/products/update-product/${product._id}`, seller, { description: 'Monocrystalline, works well.' });
    expect(described.json().data).toMatchObject({ status: 'pending', specs: { kind: 'panel', powerW: 550, cellType: 'mono' } });
    const cleared = await call('PATCH', `/products/update-product/${product._id}`, seller, { specs: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.specs).toBeNull();
  });

  it('a type changed to another kind drops the old kind and reads the words for the new one', async () => {
    const product = await post(briefBody(BRIEF_LISTINGS.Battery, []));
    expect(product.specs).toMatchObject({ kind: 'battery' });
    const asInverter = await call('PATCH', `/products/update-product/${product._id}`, seller, { type: 'Charging Devices' });
    expect(asInverter.statusCode, asInverter.body).toBe(200);
    // Its words state no inverter kind: it has none now.
    expect(asInverter.json().data).toMatchObject({ type: 'Charging Devices', specs: null });
    const named = await call('PATCH', `/products/update-product/${product._id}`, seller, { name: 'Off-grid inverter 3000W', specifications: specifications('3000W', '24V') });
    expect(named.json().data.specs).toMatchObject({ kind: 'inverter', inverterKind: 'off_grid', powerW: 3000, batteryVoltages: [24] });
  });
});

describe('prices of at most two decimals (issue 39)', () => {
  let priceSeller: string;
  beforeAll(async () => {
    priceSeller = await tokenFor();
  });
  const withPrice = (price: unknown) => ({ ...briefBody({ ...BRIEF_LISTINGS.Accessory, name: 'Price probe cable' }, []), price });
  const count = async () => (await call('GET', '/products/user-products?limit=1', priceSeller)).json().total as number;

  it.each([0.001, 0.004, 12.345, '0.001', '١٫٠٠٥'])('refuses %s on posting in the caller’s language and stores nothing', async (price) => {
    const before = await count();
    const en = await call('POST', '/products/post', priceSeller, withPrice(price));
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { price: 'Price can have at most two decimal places, e.g. 12.50' } });
    const ar = await call('POST', '/products/post', priceSeller, withPrice(price), { lang: 'ar' });
    expect(ar.json().errors.price).toBe('يقبل السعر منزلتين عشريتين على الأكثر، مثل ١٢٫٥٠');
    expect(await count()).toBe(before);
  });

  it('still refuses zero and negative prices with their own message', async () => {
    expect((await call('POST', '/products/post', priceSeller, withPrice(0))).json().errors.price).toBe('Price must be a number greater than zero');
    expect((await call('POST', '/products/post', priceSeller, withPrice(-0.001))).json().errors.price).toBe('Price must be a number greater than zero');
  });

  it('refuses a dollar price past what any listing costs (it was a 500), in both languages, and stores nothing', async () => {
    const before = await count();
    const en = await call('POST', '/products/post', priceSeller, { ...withPrice(20_000_000_000), currency: 'USD' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { price: 'Price is too high' } });
    const ar = await call('POST', '/products/post', priceSeller, { ...withPrice(20_000_000_000), currency: 'USD' }, { lang: 'ar' });
    expect(ar.statusCode).toBe(422);
    expect(await count()).toBe(before);
    // The same figure in Yemeni rials is an ordinary price.
    expect((await call('POST', '/products/post', priceSeller, { ...withPrice(2_000_000), currency: 'YER' })).statusCode).toBe(201);
  });

  it.each([[0.01, 0.01], [19.99, 19.99], ['1,500.50', 1500.5], ['٣٫٥', 3.5], [1_234_567.89, 1_234_567.89]])('takes %s as %s', async (price, stored) => {
    const product = await post(withPrice(price), priceSeller);
    expect(product.price).toBe(stored);
  });

  it('refuses them on an edit too, the price-only one included, and keeps the stored price', async () => {
    const product = await post(withPrice(48), priceSeller);
    await approveFromQueue(product._id);
    for (const edit of [{ price: 0.001 }, { price: '47.999' }, { price: 47.005, name: 'Price probe cable, boxed' }]) {
      const res = await call('PATCH', `/products/update-product/${product._id}`, priceSeller, edit);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.price).toBe('Price can have at most two decimal places, e.g. 12.50');
    }
    const ar = await call('PATCH', `/products/update-product/${product._id}`, priceSeller, { price: 0.001 }, { lang: 'ar' });
    expect(ar.json().errors.price).toBe('يقبل السعر منزلتين عشريتين على الأكثر، مثل ١٢٫٥٠');
    const shown = (await call('GET', `/marketplace/getOneProduct/${product._id}`, undefined)).json().data;
    expect(shown).toMatchObject({ price: 48, name: 'Price probe cable' });
    const lowered = await call('PATCH', `/products/update-product/${product._id}`, priceSeller, { price: 47.5 });
    expect(lowered.json().data).toMatchObject({ status: 'approved', price: 47.5 });
  });
});
