// Text a visitor or a seller writes goes into the page as typed (issue 39): JavaScript would read `$``,
// `$'` and `$&` in a replacement string as copies of the page's template, and a short query built a 28 MB
// page, a listing's name broke its page for every visitor.
import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, approveListing, baseUrl, E2E_ADMIN, login, signUp, type Session } from './fixtures.ts';

const PATTERNS = ['$`', "$'", '$&', '$$', '$1'];
const written = `120${PATTERNS.join('')} ${"$'".repeat(10)}`;

let seller: Session;
let listingId: string;

beforeAll(async () => {
  seller = await signUp();
  // A seller's own name goes public with no review.
  await api('PUT', '/auth/update-profile', { name: `بائع ${PATTERNS.join(' ')}` }, seller.token);
  const body = {
    name: `بطارية ${written}`.slice(0, 90),
    type: 'Battery',
    condition: 'New',
    brand: 'Pylontech',
    model: `US ${PATTERNS.join('')}`,
    price: 1250,
    currency: 'USD',
    isNegotiable: true,
    description: `بطارية ليثيوم 48 فولت بسعة 100 أمبير بسعر ${written} وضمان خمس سنوات.`,
    governorate: 'aden',
    city: 'crater',
    locationText: `قرب ${PATTERNS.join(' ')}`,
    phone: '777123456',
    specifications: { power: null, voltage: '48V', capacity: '100Ah', warranty: '5y' },
    specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 100, cycleLife: 6000, ageMonths: null, healthPct: null },
    images: [],
  };
  listingId = (await api<{ data: { _id: string } }>('POST', '/products/post', body, seller.token)).data._id;
  await approveListing(listingId, (await login(E2E_ADMIN.email, E2E_ADMIN.password)).token);
});

/** The page as a browser gets it, in a language chosen the way the toggle records it. */
async function page(path: string, lang: 'ar' | 'en') {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Cookie: `lang=${lang}`, 'Accept-Encoding': 'identity' } });
  return { status: response.status, html: await response.text() };
}

function expectOneWholePage(html: string) {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  const data = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(data).toBeDefined();
  expect(() => JSON.parse(data!)).not.toThrow();
}

describe('a page with dollar patterns in what people wrote', () => {
  it.each(['ar', 'en'] as const)('the listing, the lists it is on and its seller answer one whole page (%s)', async (lang) => {
    const sellerId = (seller.user as { _id: string })._id;
    const paths = [`/product/${listingId}`, `/seller/${sellerId}`, '/products?type=Battery', '/', `/products?search_keyword=${encodeURIComponent('بطارية Pylontech')}`];
    for (const path of paths) {
      const { status, html } = await page(path, lang);
      expect(status, path).toBe(200);
      expectOneWholePage(html);
    }
    const { html } = await page(`/product/${listingId}`, lang);
    // Written as typed, HTML-escaped where it must be: the name is the page's heading.
    expect(html).toContain(`120$\`$'$&amp;$$$1`);
  });

  it('a search of 49 × $` answers a page the size of any other search', async () => {
    const plain = await page('/products?search_keyword=q', 'ar');
    const attacked = await page(`/products?search_keyword=q${encodeURIComponent('$`'.repeat(49))}`, 'ar');
    expectOneWholePage(attacked.html);
    expect(attacked.html.length).toBeLessThan(plain.html.length * 1.1);
  });

  it('100 such searches, each a new address, grow the server less than 100 MB past what as many plain ones do', async () => {
    const pid = inject('serverPid');
    const residentMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
    const searches = async (word: (i: number) => string) => {
      for (let i = 0; i < 100; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => page(`/products?search_keyword=${encodeURIComponent(word(i + j))}`, 'ar')));
    };
    // Rendering any page grows the heap by what it needs anyway: twice 100 plain searches first, and the
    // second hundred's growth is the yardstick (the resident size says nothing of what is garbage).
    await searches((i) => `warm${i}`);
    const start = residentMb();
    await searches((i) => `plain${i}`);
    const plain = residentMb() - start;
    const before = residentMb();
    await searches((i) => `q${i}${'$`'.repeat(49)}`);
    // Before the fix, 20 such searches took the server from 226 MB to 813 MB (issue 39).
    expect(residentMb() - before).toBeLessThan(Math.max(plain, 0) + 100);
  });
});
