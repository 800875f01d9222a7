import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TYPED_NUMBERS } from '../../../test/typed-numbers.ts';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { buildProduct } from '../../../test/factories.ts';
import { openPostingDialog, resetPostingDialog } from '../stores/posting-dialog-store.ts';
import { emptyListingValues } from '../utils/listing-form.ts';
import { PostingDialogs } from './posting-dialogs.tsx';

const DRAFT_KEY = 'solar.selling.draft';

async function openForm() {
  const view = renderWithProviders(<PostingDialogs />);
  act(() => openPostingDialog());
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  return { ...view, dialog, actor: userEvent.setup({ applyAccept: false }) };
}

/** The listings sent for review, read as they leave; the answer never comes, so the form stays as it is. */
function recordPostings(): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  fakeApi({
    'POST /products/post': (request) => {
      expect(request.headers.get('Idempotency-Key')).toBeTruthy();
      sent.push(request.body as Record<string, unknown>);
      return new Promise<Response>(() => undefined);
    },
  });
  return sent;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

afterEach(() => resetPostingDialog());

describe('the posting dialog', () => {
  it('shows the spec messages in English for a form sent empty', async () => {
    await changeLanguage('en');
    const { dialog, actor } = await openForm();
    expect(within(dialog).getByRole('heading', { name: 'Sell a product' })).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    for (const message of ['Product name is required', 'Product type is required', 'Product condition is required', 'Price is required', 'Description is required', 'Governorate is required', 'City is required', 'Phone number is required']) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
  });

  it('shows them in Arabic too, and keeps the city disabled until a governorate is chosen', async () => {
    const { dialog, actor } = await openForm();
    const city = within(dialog).getByRole('combobox', { name: /المدينة أو المديرية/ });
    expect(city).toHaveProperty('disabled', true);
    await actor.click(within(dialog).getByRole('button', { name: 'إرسال للمراجعة' }));
    expect(await within(dialog).findByText('اسم المنتج مطلوب')).toBeTruthy();
    expect(within(dialog).getByText('رقم الهاتف مطلوب')).toBeTruthy();

    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /^المحافظة/ }), 'taiz');
    expect(city).toHaveProperty('disabled', false);
    await actor.selectOptions(city, 'al-turbah');
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /^المحافظة/ }), 'aden');
    expect((city as HTMLSelectElement).value).toBe('');
  });

  it('refuses a wrong file type and a picture over 5 MB before uploading anything', async () => {
    await changeLanguage('en');
    const { dialog, actor } = await openForm();
    await actor.upload(fileInput(), [new File(['x'], 'notes.txt', { type: 'text/plain' }), png('huge.png', 5 * 1024 * 1024 + 1)]);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('notes.txt: Invalid file type');
    expect(alert.textContent).toContain('huge.png: Image size must be less than 5MB');
  });

  it('restores a draft after a reload, with its photos, and refuses a sixth photo', async () => {
    await changeLanguage('en');
    const images = [1, 2, 3, 4, 5].map((n) => `/media/uploads/photo-${n}-640.webp`);
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { ...emptyListingValues(), name: 'Jinko 550W panel', phone: '777123456', images }, idempotencyKey: 'key-1' }));
    const { dialog, actor } = await openForm();
    expect(within(dialog).getByText('Your unsent product was restored.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Product name/ })).toHaveProperty('value', 'Jinko 550W panel');
    expect(within(dialog).getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(5);
    expect(within(dialog).getByRole('button', { name: 'Add photos' })).toHaveProperty('disabled', true);

    // The input is out of reach once full; a file dropped in regardless is still refused.
    fileInput().disabled = false;
    await actor.upload(fileInput(), png('sixth.png'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Maximum 5 images allowed');
  });

  it('saves what the seller types, with the same idempotency key, and starts over on request', async () => {
    await changeLanguage('en');
    const { dialog, actor, unmount } = await openForm();
    await actor.type(within(dialog).getByRole('textbox', { name: /Product name/ }), 'Battery 200Ah');
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { values: { name: string }; idempotencyKey: string };
    expect(saved.values.name).toBe('Battery 200Ah');
    unmount();
    resetPostingDialog();

    const again = await openForm();
    expect(within(again.dialog).getByRole('textbox', { name: /Product name/ })).toHaveProperty('value', 'Battery 200Ah');
    await again.actor.click(within(again.dialog).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(within(again.dialog).getByRole('textbox', { name: /Product name/ })).toHaveProperty('value', ''));
    expect((JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as { idempotencyKey?: string }).idempotencyKey).not.toBe(saved.idempotencyKey);
  });
});

async function fillListing(dialog: HTMLElement, actor: ReturnType<typeof userEvent.setup>, labels: { name: RegExp; type: RegExp; condition: RegExp; price: RegExp; description: RegExp; governorate: RegExp; city: RegExp; phone: RegExp }, price = '520') {
  await actor.type(within(dialog).getByRole('textbox', { name: labels.name }), 'Felicity 24V 100Ah');
  await actor.selectOptions(within(dialog).getByRole('combobox', { name: labels.type }), 'Battery');
  await actor.selectOptions(within(dialog).getByRole('combobox', { name: labels.condition }), 'New');
  await actor.type(within(dialog).getByRole('textbox', { name: labels.price }), price);
  await actor.type(within(dialog).getByRole('textbox', { name: labels.description }), 'LiFePO4 battery');
  await actor.selectOptions(within(dialog).getByRole('combobox', { name: labels.governorate }), 'aden');
  await actor.selectOptions(within(dialog).getByRole('combobox', { name: labels.city }), 'crater');
  await actor.type(within(dialog).getByRole('textbox', { name: labels.phone }), '777123456');
}

describe('the specifications of the chosen type (issue #19)', () => {
  it('asks a battery for its own fields with Arabic units, reads Arabic digits and sends numbers', async () => {
    const sent = recordPostings();
    const { dialog, actor } = await openForm();
    expect(within(dialog).queryByRole('combobox', { name: /نوع البطارية/ })).toBeNull();
    await fillListing(dialog, actor, {
      name: /اسم المنتج/, type: /نوع المنتج/, condition: /^الحالة/, price: /^السعر/, description: /^الوصف/, governorate: /^المحافظة/, city: /المدينة أو المديرية/, phone: /^رقم الهاتف/,
    });
    // The battery's fields, required ones marked, each with its unit in Arabic; a new battery has no age or health.
    const voltage = within(dialog).getByRole('textbox', { name: /الجهد الاسمي/ });
    expect(voltage).toHaveProperty('required', true);
    expect(voltage.closest('.MuiInputBase-root')?.textContent).toContain('فولت');
    expect(within(dialog).getByRole('textbox', { name: /السعة/ }).closest('.MuiInputBase-root')?.textContent).toContain('أمبير ساعة');
    expect(within(dialog).queryByRole('textbox', { name: /حالة البطارية/ })).toBeNull();
    // The free-text power, voltage and capacity give way to the fields; the warranty stays.
    expect(within(dialog).queryByRole('textbox', { name: /^القدرة$/ })).toBeNull();

    // A 3 V battery is refused under its field, in Arabic, and nothing is sent.
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /نوع البطارية/ }), 'lifepo4');
    await actor.type(voltage, '٣');
    await actor.type(within(dialog).getByRole('textbox', { name: /السعة/ }), '١٠٠');
    await actor.click(within(dialog).getByRole('button', { name: 'إرسال للمراجعة' }));
    expect(await within(dialog).findByText(/الجهد الاسمي للبطارية الواحدة: من ٦ إلى ١٢٠ فولت/)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await actor.clear(voltage);
    await actor.type(voltage, '٢٥٫٦');
    expect(await within(dialog).findByText(/الطاقة القابلة للاستخدام: 2.05/)).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: 'إرسال للمراجعة' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { specs: unknown }).specs).toEqual({
      kind: 'battery', chemistry: 'lifepo4', voltageV: 25.6, capacityAh: 100, usableKwh: 2.05, cycleLife: null, ageMonths: null, healthPct: null,
    });
  });

  it('asks an inverter for its kind, power and battery voltages in English, and marks what is missing', async () => {
    await changeLanguage('en');
    const { dialog, actor } = await openForm();
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /Product type/ }), 'Charging Devices');
    expect(within(dialog).getByRole('textbox', { name: /Rated power/ }).closest('.MuiInputBase-root')?.textContent).toContain('W');
    expect(within(dialog).getByRole('group', { name: /Battery voltages it works with/ })).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await within(dialog).findByText('Choose the kind of device')).toBeTruthy();
    expect(within(dialog).getAllByText('Required for this product type').length).toBeGreaterThan(0);
  });

  it.each(TYPED_NUMBERS)('reads $text as $value in the price and in a specification (docs/decisions/027-numbers-people-type.md)', async ({ text, value }) => {
    const sent = recordPostings();
    await changeLanguage('en');
    const { dialog, actor } = await openForm();
    await fillListing(
      dialog,
      actor,
      { name: /Product name/, type: /Product type/, condition: /^Condition/, price: /^Price/, description: /^Description/, governorate: /^Governorate/, city: /City or district/, phone: /^Phone number/ },
      text,
    );
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /Battery type/ }), 'agm');
    await actor.type(within(dialog).getByRole('textbox', { name: /Nominal voltage/ }), '12');
    await actor.type(within(dialog).getByRole('textbox', { name: /Capacity/ }), text);
    await actor.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ price: value, specs: { kind: 'battery', voltageV: 12, capacityAh: value } });
  });
});

describe('the warranty in months, a described field (issue #18)', () => {
  const arabicLabels = {
    name: /اسم المنتج/, type: /نوع المنتج/, condition: /^الحالة/, price: /^السعر/, description: /^الوصف/, governorate: /^المحافظة/, city: /المدينة أو المديرية/, phone: /^رقم الهاتف/,
  };

  it('is asked with its bounds, reads «١٢» as 12 and sends it', async () => {
    const sent = recordPostings();
    const { dialog, actor } = await openForm();
    const warranty = within(dialog).getByRole('textbox', { name: /مدة الضمان بالأشهر/ });
    expect(warranty).toHaveProperty('required', false);
    // The bounds in the page's digits, Arabic-Indic or Western as every number box shows them.
    expect(within(dialog).getByText(/من (٠|0) إلى (١٢٠|120)/)).toBeTruthy();
    await fillListing(dialog, actor, arabicLabels);
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /نوع البطارية/ }), 'agm');
    await actor.type(within(dialog).getByRole('textbox', { name: /الجهد الاسمي/ }), '12');
    await actor.type(within(dialog).getByRole('textbox', { name: /السعة/ }), '100');
    await actor.type(warranty, '١٢');
    expect(warranty).toHaveProperty('value', '12');
    await actor.click(within(dialog).getByRole('button', { name: 'إرسال للمراجعة' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ warrantyMonths: 12 });
  });

  it('sends none when the box is left empty', async () => {
    const sent = recordPostings();
    const { dialog, actor } = await openForm();
    await fillListing(dialog, actor, arabicLabels);
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /نوع المنتج/ }), 'Accessory');
    await actor.click(within(dialog).getByRole('button', { name: 'إرسال للمراجعة' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.warrantyMonths).toBeNull();
  });

  it.each([
    ['١٢١', 'الضمان: عدد صحيح من الأشهر، من ٠ إلى ١٢٠'],
    ['-1', 'الضمان: عدد صحيح من الأشهر، من ٠ إلى ١٢٠'],
    ['abc', 'يجب أن تكون القيمة رقماً'],
  ])('refuses %s under the field, and sends nothing', async (typed, message) => {
    const sent = recordPostings();
    const { dialog, actor } = await openForm();
    await fillListing(dialog, actor, arabicLabels);
    // A type without structured specifications: the warranty is the one thing left to refuse.
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /نوع المنتج/ }), 'Accessory');
    await actor.type(within(dialog).getByRole('textbox', { name: /مدة الضمان بالأشهر/ }), typed);
    await actor.click(within(dialog).getByRole('button', { name: 'إرسال للمراجعة' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("starts an edit from the listing's warranty and sends only the change", async () => {
    await changeLanguage('en');
    const product = {
      ...buildProduct({ type: 'Accessory', condition: 'New', description: 'Cable set', warrantyMonths: 12 }),
      rejectionReason: null, adminReviewed: true, resubmittedAt: null, isExpired: false, pendingEdit: null,
    };
    const calls = fakeApi({ [`PATCH /products/update-product/${product._id}`]: () => jsonResponse(200, { status: 'success', message: 'Product resubmitted for review', data: product }) });
    renderWithProviders(<PostingDialogs />);
    act(() => openPostingDialog({ mode: 'edit', product }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const actor = userEvent.setup();
    const warranty = within(dialog).getByRole('textbox', { name: /Warranty in months/ });
    expect(warranty).toHaveProperty('value', '12');
    await actor.clear(warranty);
    await actor.type(warranty, '24');
    await actor.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ warrantyMonths: 24 });
  });
});

describe('the form as a seller reads it (issue #46)', () => {
  it('asks for the warranty once, in months, with no free-text warranty beside it', async () => {
    const { dialog, actor } = await openForm();
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /نوع المنتج/ }), 'Battery');
    expect(within(dialog).getAllByRole('textbox', { name: /الضمان/ }).map((box) => box.getAttribute('name'))).toEqual(['warrantyMonths']);
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /نوع المنتج/ }), 'Accessory');
    expect(within(dialog).getAllByRole('textbox', { name: /الضمان/ }).map((box) => box.getAttribute('name'))).toEqual(['warrantyMonths']);
  });

  it('starts an edit with the price and the phones as people write them, and sends only what changed', async () => {
    await changeLanguage('en');
    const product = {
      ...buildProduct({ type: 'Accessory', condition: 'New', description: 'Cable set', price: 1_250_000, contactInfo: { phone: '967771234567', whatsapp: '967771234567' } }),
      rejectionReason: null, adminReviewed: true, resubmittedAt: null, isExpired: false, pendingEdit: null,
    };
    const calls = fakeApi({ [`PATCH /products/update-product/${product._id}`]: () => jsonResponse(200, { status: 'success', message: 'Product updated', data: product }) });
    renderWithProviders(<PostingDialogs />);
    act(() => openPostingDialog({ mode: 'edit', product }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const actor = userEvent.setup();
    expect(within(dialog).getByRole('textbox', { name: /^Price/ })).toHaveProperty('value', '1,250,000');
    expect(within(dialog).getByRole('textbox', { name: /^Phone number/ })).toHaveProperty('value', '+967 771 234 567');
    expect(within(dialog).getByRole('textbox', { name: /^WhatsApp number/ })).toHaveProperty('value', '+967 771 234 567');
    await actor.type(within(dialog).getByRole('textbox', { name: /^Description/ }), ', 10 m');
    await actor.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ description: 'Cable set, 10 m' });
  });
});
