import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProduct } from '@solar/shared/contract/selling';
import { apiPaths } from '../../../config/paths.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { storeSession } from '../../../lib/auth-storage.ts';
import { buildProduct, buildUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { openPostingDialog, resetPostingDialog } from '../stores/posting-dialog-store.ts';
import type { PostingForm } from '../stores/posting-dialog-store.ts';
import { emptyListingValues, emptySpecValues } from '../utils/listing-form.ts';
import type { ProgressRequestInit } from '../../../lib/send-with-progress.ts';
import { PostingDialogs } from './posting-dialogs.tsx';

// Uploads go over XMLHttpRequest (their progress is shown): each one waits here for the test to answer it
// or to report its progress. The posting goes through fetch.
interface PendingCall {
  path: string;
  options: ProgressRequestInit;
  progress: (fraction: number) => void;
  resolve: (response: Response) => void;
}
const calls: PendingCall[] = [];
vi.mock('../../../lib/send-with-progress.ts', () => ({
  sendWithProgress: (url: string, options: ProgressRequestInit, progress: (fraction: number) => void) =>
    new Promise((resolve) => calls.push({ path: url.replace(/^\/api\/v1/, ''), options, progress, resolve })),
}));

const DRAFT_KEY = 'solar.selling.draft';
const url = (name: string) => `/media/uploads/${name}-640.webp`;
const png = (name: string) => new File([new Uint8Array(10)], `${name}.png`, { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const uploadsOf = () => calls.filter((call) => call.path === apiPaths.uploads.image);
const fileOf = (call: PendingCall) => ((call.options.body as FormData).get('file') as File).name;
const answerUpload = (call: PendingCall) =>
  act(async () => {
    call.resolve(jsonResponse(201, { status: 'success', data: { fileUrl: url(fileOf(call).replace('.png', '')), _id: fileOf(call), width: 640, height: 480 } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

async function openForm(form: PostingForm = { mode: 'create' }) {
  renderWithProviders(<PostingDialogs />);
  act(() => openPostingDialog(form));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  return { dialog, actor: userEvent.setup({ applyAccept: false }) };
}

/**
 * The photos as the seller sees them: the stored file behind each, in order. A photo picked on this phone
 * shows from its own copy meanwhile (its stored widths may still be in the making).
 */
const shownPhotos = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Product photos, in order' }))
    .queryAllByRole('img', { name: /^Photo \d$/ })
    .map((img) => img.closest('li')!.getAttribute('data-image-url'));

/** Where each photo's picture comes from: `local` for a file picked on this phone, else its stored URL. */
const photoSources = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Product photos, in order' }))
    .queryAllByRole('img', { name: /^Photo \d$/ })
    .map((img) => (img.getAttribute('src')!.startsWith('blob:') ? 'local' : img.getAttribute('src')));

const rowOf = (dialog: HTMLElement, index: number) => within(dialog).getByRole('img', { name: `Photo ${index}` }).closest('li')!;

beforeEach(async () => {
  calls.length = 0;
  await changeLanguage('en');
});
afterEach(() => resetPostingDialog());

describe('photos of a listing', () => {
  it('come first in the form', async () => {
    const { dialog } = await openForm();
    const sections = within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(sections[0]).toBe('Photos');
    expect(within(dialog).getByRole('button', { name: 'Add photos' })).toBeTruthy();
  });

  it('stay in the order they were picked when their uploads finish in another order', async () => {
    const { dialog, actor } = await openForm();
    await actor.upload(fileInput(), [png('first'), png('second'), png('third')]);
    await waitFor(() => expect(uploadsOf()).toHaveLength(3));
    expect(uploadsOf().map(fileOf)).toEqual(['first.png', 'second.png', 'third.png']);

    await answerUpload(uploadsOf()[2]!);
    // The third is done, but the first two are still on their way: it waits behind them.
    expect(shownPhotos(dialog)).toEqual([]);
    expect(within(dialog).getAllByText(/^Uploading photo/)).toHaveLength(3);
    await answerUpload(uploadsOf()[0]!);
    expect(shownPhotos(dialog)).toEqual([url('first')]);
    await answerUpload(uploadsOf()[1]!);
    expect(shownPhotos(dialog)).toEqual([url('first'), url('second'), url('third')]);
    // Picked on this phone: shown from its own copy, not downloaded again.
    expect(photoSources(dialog)).toEqual(['local', 'local', 'local']);
    expect(within(rowOf(dialog, 1)).getByText('Cover')).toBeTruthy();
  });

  it('show how much of each has been sent, and the server’s reason when one is refused', async () => {
    const { dialog, actor } = await openForm();
    await actor.upload(fileInput(), [png('roof'), png('huge')]);
    await waitFor(() => expect(uploadsOf()).toHaveLength(2));
    const [roof, huge] = uploadsOf() as [PendingCall, PendingCall];
    // Sent with the session's language and as multipart (the browser sets its boundary).
    expect(roof.options.headers.get('Accept-Language')).toBe('en');
    expect(roof.options.headers.get('Content-Type')).toBeNull();

    act(() => roof.progress(0.4));
    expect(within(dialog).getByText('Uploading photo: 40%')).toBeTruthy();
    expect(within(dialog).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['40', '0']);
    // Every byte sent, the server still makes the photo's sizes: no 100 % while it does.
    act(() => roof.progress(1));
    expect(within(dialog).getByText('Preparing photo…')).toBeTruthy();
    expect(within(dialog).queryByText('Uploading photo: 100%')).toBeNull();
    expect(within(dialog).getByRole('progressbar', { name: 'Preparing photo…' }).getAttribute('aria-valuenow')).toBeNull();

    await act(async () => {
      huge.resolve(errorResponse(413, 'PAYLOAD_TOO_LARGE', 'The picture is larger than 5 MB.'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await within(dialog).findByText('huge.png: The picture is larger than 5 MB.')).toBeTruthy();
    expect(within(dialog).getAllByRole('progressbar')).toHaveLength(1);
    await answerUpload(roof);
    expect(shownPhotos(dialog)).toEqual([url('roof')]);
  });

  it('go out in the order the seller chose, with the chosen cover first', async () => {
    const images = [url('a'), url('b'), url('c')];
    const draft = {
      ...emptyListingValues(),
      name: 'Jinko 550W panel',
      type: 'Panel',
      specs: { ...emptySpecValues(), powerW: '550', cellType: 'mono' },
      condition: 'New',
      price: '95000',
      description: 'Mono panel, 2 years warranty.',
      governorate: 'taiz',
      city: 'al-turbah',
      phone: '777123456',
      images,
    };
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: draft, idempotencyKey: 'key-1' }));
    const { dialog, actor } = await openForm();
    expect(shownPhotos(dialog)).toEqual(images);
    expect(photoSources(dialog)).toEqual(images);
    expect(within(rowOf(dialog, 1)).getByText('Cover')).toBeTruthy();
    expect(within(rowOf(dialog, 1)).queryByRole('button', { name: 'Make cover' })).toBeNull();

    await actor.click(within(rowOf(dialog, 2)).getByRole('button', { name: 'Make cover' }));
    expect(shownPhotos(dialog)).toEqual([url('b'), url('a'), url('c')]);
    expect(within(rowOf(dialog, 1)).getByText('Cover')).toBeTruthy();
    expect(within(dialog).getByText('The chosen photo is now the cover')).toBeTruthy();

    await actor.click(within(dialog).getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(shownPhotos(dialog)).toEqual([url('b'), url('c'), url('a')]);
    // The moved photo keeps the keyboard's focus, under its new number.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(within(dialog).getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Move photo 3 later' })).toHaveProperty('disabled', true);
    await actor.click(within(dialog).getByRole('button', { name: 'Move photo 1 later' }));
    expect(shownPhotos(dialog)).toEqual([url('c'), url('b'), url('a')]);

    const postings = fakeApi({ [`POST ${apiPaths.selling.post}`]: () => new Promise<Response>(() => undefined) });
    await actor.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(postings).toHaveLength(1));
    expect((postings[0]!.body as { images: string[] }).images).toEqual([url('c'), url('b'), url('a')]);
  });
});

describe('contact numbers of a listing', () => {
  it('start as the account phone for a new listing, and can be changed', async () => {
    storeSession('token-1', buildUser({ phone: '967771234567' }));
    const { dialog, actor } = await openForm();
    const phone = within(dialog).getByRole('textbox', { name: /^Phone number/ });
    expect(phone).toHaveProperty('value', '+967 771 234 567');
    expect(within(dialog).getByRole('textbox', { name: /^WhatsApp number/ })).toHaveProperty('value', '+967 771 234 567');
    // Only the account's numbers: no "restored" notice for a form nobody has touched.
    expect(within(dialog).queryByText('Your unsent product was restored.')).toBeNull();

    await actor.clear(phone);
    await actor.type(phone, '733000111');
    expect(phone).toHaveProperty('value', '733000111');
  });

  it('stay the listing’s own when it is edited', async () => {
    storeSession('token-1', buildUser({ phone: '967771234567' }));
    const product: OwnProduct = {
      ...buildProduct({ contactInfo: { phone: '967733555444', whatsapp: null } }),
      rejectionReason: null,
      adminReviewed: true,
      resubmittedAt: null,
      isExpired: false,
      pendingEdit: null,
    };
    const { dialog } = await openForm({ mode: 'edit', product });
    // As people read a number, not as it is stored (967733555444).
    expect(within(dialog).getByRole('textbox', { name: /^Phone number/ })).toHaveProperty('value', '+967 733 555 444');
    expect(within(dialog).getByRole('textbox', { name: /^WhatsApp number/ })).toHaveProperty('value', '');
  });
});
