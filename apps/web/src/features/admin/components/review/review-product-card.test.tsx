import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@solar/shared/contract/admin';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { buildAdminProduct, buildBatteryEdit } from '../../testing/moderation-builders.ts';
import { ReviewProductCard } from './review-product-card.tsx';

const noop = () => undefined;

function renderCard(product: AdminProduct) {
  renderWithProviders(<ReviewProductCard product={product} status="pending" busyAction={null} onApprove={noop} onReject={noop} onToggleFeatured={noop} onTakeDown={noop} />);
  return { actor: userEvent.setup() };
}

/** The value shown for a change, found by its label. */
function changeOf(region: HTMLElement, label: string): HTMLElement {
  const term = within(region).getByText(label, { selector: 'dt span' });
  return term.closest('dt')!.nextElementSibling as HTMLElement;
}

const arabic = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('ar', options).format(value);
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';

describe('what changed, on the review card', () => {
  it('lists each change with its old and new value, the price as already public (English)', async () => {
    await changeLanguage('en');
    const { actor } = renderCard(buildBatteryEdit());
    const region = await screen.findByRole('region', { name: 'Changed since the last review' });

    // A battery's cycle life under the name the public specification table gives it, both values in words.
    expect(changeOf(region, 'Cycle life').textContent).toBe('Was: 3,000 cyclesNow: 6,000 cycles');
    expect(changeOf(region, 'Nominal voltage').textContent).toBe('Was: 48\u00a0VNow: 51.2\u00a0V');
    expect(within(region).queryByText(/sizes/i)).toBeNull();

    // The price and negotiation changed at once on the public listing: said beside each.
    const price = changeOf(region, 'Price');
    expect(price.textContent).toBe(`Was: ${LRI}$1,250${PDI}Now: ${LRI}$1,100${PDI}`);
    expect(within(price.previousElementSibling as HTMLElement).getByText('Applied immediately, buyers see it')).toBeTruthy();
    expect(changeOf(region, 'Negotiable').textContent).toBe('Was: YesNow: No');
    expect(within(changeOf(region, 'Cycle life').previousElementSibling as HTMLElement).queryByText('Applied immediately, buyers see it')).toBeNull();

    // Every value is isolated, so a number or a Latin word keeps its place in either direction.
    expect(changeOf(region, 'Cycle life').querySelectorAll('bdi')).toHaveLength(2);

    // The description shows the words that changed: removed ones struck through, added ones marked.
    const description = changeOf(region, 'Description');
    expect([...description.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['Removed: 48']);
    expect([...description.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['Added: 51.2', 'Added: unused,']);
    const full = within(description).getByRole('button', { name: 'Show both texts in full' });
    expect(full.getAttribute('aria-expanded')).toBe('false');
    await actor.click(full);
    expect(within(description).getByText('Pylontech lithium battery, 48 V and 100 Ah, in its box with the cables.')).toBeTruthy();

    // Pictures: the one added as a thumbnail, the removed one whose file is gone said in words.
    const pictures = changeOf(region, 'Pictures');
    expect(within(pictures).getByText('1 picture removed')).toBeTruthy();
    expect(within(pictures).getByText('1 picture added')).toBeTruthy();
    expect(within(pictures).getByRole('img', { name: 'Added picture 1' }).getAttribute('src')).toBe('/uploads/added-320.webp');
    expect(within(pictures).getByRole('img', { name: 'Removed picture 1: No longer stored' })).toBeTruthy();

    // In the order the API gave.
    expect([...region.querySelectorAll('dt span:first-child')].map((node) => node.textContent)).toEqual(['Price', 'Negotiable', 'Cycle life', 'Nominal voltage', 'Description', 'Pictures']);
  });

  it('reads the same changes in Arabic, in Arabic digits and words', async () => {
    await changeLanguage('ar');
    renderCard(buildBatteryEdit());
    const region = await screen.findByRole('region', { name: 'ما تغيّر منذ آخر مراجعة' });

    expect(changeOf(region, 'عدد دورات الشحن').textContent).toBe(`كان: ${arabic(3000)} دورةأصبح: ${arabic(6000)} دورة`);
    expect(changeOf(region, 'الجهد الاسمي').textContent).toBe(`كان: ${arabic(48)}\u00a0فولتأصبح: ${arabic(51.2)}\u00a0فولت`);
    const price = changeOf(region, 'السعر');
    expect(price.textContent).toBe(`كان: ${RLI}${arabic(1250)}\u00a0$${PDI}أصبح: ${RLI}${arabic(1100)}\u00a0$${PDI}`);
    expect(within(price.previousElementSibling as HTMLElement).getByText('طُبّق فوراً وظاهر للمشترين')).toBeTruthy();
    expect(changeOf(region, 'قابل للتفاوض').textContent).toBe('كان: نعمأصبح: لا');
    // The description is the seller's English: its words are marked as typed.
    expect([...changeOf(region, 'الوصف').querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['أُضيف: 51.2', 'أُضيف: unused,']);
    const pictures = changeOf(region, 'الصور');
    expect(within(pictures).getByText('حُذفت صورة واحدة')).toBeTruthy();
    expect(within(pictures).getByRole('img', { name: `صورة مضافة ${arabic(1)}` })).toBeTruthy();
  });

  it('names a choice, a place and a phone as people read them, and a value the listing lacked as not given', async () => {
    await changeLanguage('en');
    renderCard(
      buildAdminProduct({
        name: 'Growatt 5 kW',
        isResubmission: true,
        changedFields: ['type', 'governorate', 'phone', 'specs', 'images'],
        changes: [
          { field: 'type', label: 'admin:review.fields.type', format: 'choice', appliedImmediately: false, old: 'products:type.battery', new: 'products:type.chargingDevices' },
          { field: 'place', label: 'admin:review.place', format: 'place', appliedImmediately: false, old: { governorate: 'aden', city: 'crater' }, new: { governorate: 'taiz', city: 'al-turbah' } },
          { field: 'phone', label: 'admin:review.fields.phone', format: 'phone', appliedImmediately: false, old: '967777123456', new: '967733000111' },
          { field: 'specs.maxPvInputV', label: 'products:specs.fields.maxPvInputV', format: 'quantity', unit: 'V', appliedImmediately: false, old: null, new: 500 },
          { field: 'specs.inverterW', label: 'products:specs.fields.inverterW', format: 'quantity', unit: 'W', zero: 'products:specs.noInverter', appliedImmediately: false, old: 3000, new: 0 },
          { field: 'images', label: 'admin:review.fields.images', format: 'pictures', appliedImmediately: false, old: [{ _id: 'a', thumbnailUrl: '/a-320.webp' }, { _id: 'b', thumbnailUrl: '/b-320.webp' }], new: [{ _id: 'b', thumbnailUrl: '/b-320.webp' }, { _id: 'a', thumbnailUrl: '/a-320.webp' }] },
        ],
      }),
    );
    const region = await screen.findByRole('region', { name: 'Changed since the last review' });
    expect(changeOf(region, 'Type').textContent).toBe('Was: BatteriesNow: Charging devices (inverters & controllers)');
    expect(changeOf(region, 'Location').textContent).toBe('Was: Crater, AdenNow: Al-Turbah, Taiz');
    const phone = changeOf(region, 'Phone');
    expect(phone.textContent).toBe('Was: +967777123456Now: +967733000111');
    expect([...phone.querySelectorAll('bdi')].map((node) => node.getAttribute('dir'))).toEqual(['ltr', 'ltr']);
    expect(changeOf(region, 'Maximum PV input voltage').textContent).toBe('Was: Not givenNow: 500\u00a0V');
    expect(changeOf(region, 'Inverter power').textContent).toBe('Was: 3,000\u00a0WNow: None (a DC kit)');
    expect(changeOf(region, 'Pictures').textContent).toBe('The same pictures in a new order');
  });

  it('shows no changes for a first review', async () => {
    await changeLanguage('en');
    renderCard(buildAdminProduct({ name: 'New panel' }));
    await screen.findByRole('article', { name: 'New panel' });
    expect(screen.queryByRole('region', { name: 'Changed since the last review' })).toBeNull();
  });
});
