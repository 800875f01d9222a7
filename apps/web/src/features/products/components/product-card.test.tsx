import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { buildProduct } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setPhoneViewport } from '../../../test/viewport.ts';
import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  it('shows the price with its currency symbol, the translated chips and the place, in Arabic', async () => {
    const product = buildProduct({
      name: 'بطارية ليثيوم 200 أمبير',
      type: 'Battery',
      condition: 'Used',
      price: 53000,
      currency: 'YER',
      isNegotiable: true,
      governorate: 'taiz',
      city: 'al-turbah',
    });

    renderWithProviders(<ProductCard product={product} />);

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: product.name })).toBeTruthy();
    expect(within(card).getByRole('link', { name: product.name }).getAttribute('href')).toBe(`/product/${product._id}`);
    // The matcher folds the no-break spaces into plain ones; the isolates (RLI … PDI) stay.
    const price = `\u2067${new Intl.NumberFormat('ar').format(53000)} ريال صنعاء\u2069`;
    expect(within(card).getByText(price)).toBeTruthy();
    expect(within(card).getByText('بطاريات')).toBeTruthy();
    expect(within(card).getByText('مستعمل')).toBeTruthy();
    expect(within(card).getByText('قابل للتفاوض')).toBeTruthy();
    expect(within(card).getByText('التربة، تعز')).toBeTruthy();
    expect(within(card).getByText('الآن')).toBeTruthy();
    // The picture (here the placeholder) opens the listing too; the name's link is the one announced.
    const pictureLink = within(card).getByRole('img', { name: 'لا توجد صورة للمنتج', hidden: true }).closest('a');
    expect(pictureLink?.getAttribute('href')).toBe(`/product/${product._id}`);
    expect(pictureLink?.getAttribute('tabindex')).toBe('-1');
  });

  it('is a compact row on a phone: thumbnail, name, price, city and time, and 44 px icon buttons to call and message', async () => {
    setPhoneViewport();
    const product = buildProduct({ name: 'لوح جينكو 550 واط', type: 'Panel', governorate: 'taiz', city: 'al-turbah', contactInfo: { phone: '777100200', whatsapp: '777100200' } });

    renderWithProviders(<ProductCard product={product} />);

    const card = await screen.findByRole('article');
    expect(getComputedStyle(card).display).toBe('grid');
    const isShown = (element: HTMLElement | null) => {
      for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
      return true;
    };
    // The city alone, the type chip left to the listing's page.
    expect(isShown(within(card).getByText('التربة'))).toBe(true);
    expect(isShown(within(card).getByText('التربة، تعز'))).toBe(false);
    expect(isShown(within(card).getByText('ألواح شمسية'))).toBe(false);
    for (const name of [/واتساب/, /اتصل بالبائع/]) {
      const button = within(card).getByRole('link', { name });
      expect(getComputedStyle(button).width).toBe('44px');
      expect(parseFloat(getComputedStyle(button).minHeight)).toBeGreaterThanOrEqual(44);
      // Icon only: the word is there from 600 px.
      expect(isShown(button.querySelector('span:not([class*="Icon"])') as HTMLElement)).toBe(false);
    }
  });

  it('shows the key specification beside the price: «… فولت … كيلوواط ساعة» in Arabic, "550 W" in English, on a phone row too', async () => {
    setPhoneViewport();
    const product = buildProduct({
      name: 'بطارية جل 200 أمبير',
      type: 'Battery',
      specs: { kind: 'battery', chemistry: 'gel', voltageV: 12, capacityAh: 200, usableKwh: 1.2, cycleLife: null, ageMonths: null, healthPct: null },
    });
    const ar = (value: number) => new Intl.NumberFormat('ar').format(value);
    const view = renderWithProviders(<ProductCard product={product} />);
    const card = await screen.findByRole('article');
    // A battery's voltage and energy: 12 V × 200 Ah = 2.4 kWh (the Ah is in the listing's table).
    const keySpec = within(card).getByText(`${ar(12)} فولت ${ar(2.4)} كيلوواط ساعة`);
    // Beside the price, in the same grid cell of the phone row.
    expect(keySpec.parentElement?.textContent).toContain('ريال');
    expect(getComputedStyle(keySpec).display).not.toBe('none');
    view.unmount();

    await changeLanguage('en');
    renderWithProviders(<ProductCard product={{ ...product, type: 'Panel', specs: { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null } }} />);
    expect(within(await screen.findByRole('article')).getByText('550 W')).toBeTruthy();
  });

  it('links to WhatsApp with the number as digits only and a message naming the product', async () => {
    const product = buildProduct({
      name: 'لوح جينكو 550 واط',
      contactInfo: { phone: '967777123456', whatsapp: '967777123456' },
    });

    renderWithProviders(<ProductCard product={product} />);

    const link = await screen.findByRole('link', { name: /واتساب/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/967777123456');
    expect(href.searchParams.get('text')).toContain('لوح جينكو 550 واط');
    // The seller knows which listing the message is about: it carries the listing's own address.
    expect(href.searchParams.get('text')).toContain(`${window.location.origin}/product/${product._id}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('opens WhatsApp on a number of another country as stored, international', async () => {
    renderWithProviders(<ProductCard product={buildProduct({ contactInfo: { phone: '967777123456', whatsapp: '966551234567' } })} />);

    const link = await screen.findByRole('link', { name: /واتساب/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/966551234567\?/);
  });

  it('has no WhatsApp button without a WhatsApp number, and still calls the seller in one tap', async () => {
    const product = buildProduct({ name: 'بطارية 200 أمبير', contactInfo: { phone: '967777123456', whatsapp: null } });
    renderWithProviders(<ProductCard product={product} />);

    await screen.findByRole('article');
    expect(screen.queryByRole('link', { name: /واتساب/ })).toBeNull();
    const call = screen.getByRole('link', { name: 'اتصل بالبائع بشأن بطارية 200 أمبير' });
    expect(call.getAttribute('href')).toBe('tel:+967777123456');
    expect(call.textContent).toBe('اتصل');
  });

  it('offers a call beside WhatsApp, dialled in international form, with a thumb-sized target', async () => {
    renderWithProviders(<ProductCard product={buildProduct({ name: 'Inverter', contactInfo: { phone: '967777100200', whatsapp: '967777100200' } })} />);

    const call = await screen.findByRole('link', { name: 'اتصل بالبائع بشأن Inverter' });
    expect(call.getAttribute('href')).toBe('tel:+967777100200');
    const style = getComputedStyle(call);
    expect(parseFloat(style.minHeight)).toBeGreaterThanOrEqual(44);
    expect(parseFloat(style.minWidth)).toBeGreaterThanOrEqual(44);
    expect(screen.getByRole('link', { name: /واتساب/ })).toBeTruthy();
  });

  it('uses the first photo with its sizes and lazy loading', async () => {
    const product = buildProduct({
      name: 'Growatt 5kW inverter',
      images: [{ _id: 'i1', url: '/uploads/a-640.webp', srcSet: '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w', width: 640, height: 480 }],
    });

    renderWithProviders(<ProductCard product={product} />);

    const image = await screen.findByRole('img', { name: product.name, hidden: true });
    expect(image.getAttribute('src')).toBe('/uploads/a-640.webp');
    expect(image.getAttribute('srcset')).toContain('320w');
    // A phone's row thumbnail is 96 px wide: the browser picks the 320 px picture even at 3x.
    expect(image.getAttribute('sizes')).toBe('(min-width: 600px) 360px, 96px');
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('480');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('speaks English when English is chosen', async () => {
    await changeLanguage('en');
    const product = buildProduct({ type: 'Charging Devices', condition: 'Needs Repair', price: 120, currency: 'USD', isNegotiable: true });

    renderWithProviders(<ProductCard product={product} />);

    const card = await screen.findByRole('article');
    expect(within(card).getByText('\u2066$120\u2069')).toBeTruthy();
    expect(within(card).getByText('Charging devices (inverters & controllers)')).toBeTruthy();
    expect(within(card).getByText('Needs repair')).toBeTruthy();
    expect(within(card).getByText('Negotiable')).toBeTruthy();
    expect(within(card).getByText('Al-Turbah, Taiz')).toBeTruthy();
    expect(within(card).getByText('just now')).toBeTruthy();
  });

  it('marks a price well under or over its governorate\'s index over the picture\'s foot, and nothing without a mark', async () => {
    setPhoneViewport();
    await changeLanguage('ar');
    const { unmount } = renderWithProviders(<ProductCard product={buildProduct({ market: { position: 'below', percent: 29 } })} />);
    const mark = await screen.findByTestId('price-market-mark');
    expect(mark.textContent).toMatch(/^أقل من السوق بـ 29\u200e?%/);
    // In the picture's grid area, no row of its own: the phone row is no taller with it.
    expect(getComputedStyle(mark.parentElement!).gridArea).toMatch(/^media/);
    unmount();
    await changeLanguage('en');
    const over = renderWithProviders(<ProductCard product={buildProduct({ market: { position: 'above', percent: 22 } })} />);
    expect((await screen.findByTestId('price-market-mark')).textContent).toBe('22% over market');
    over.unmount();
    renderWithProviders(<ProductCard product={buildProduct({ market: null })} />);
    await screen.findByRole('article');
    expect(screen.queryByTestId('price-market-mark')).toBeNull();
  });
});
