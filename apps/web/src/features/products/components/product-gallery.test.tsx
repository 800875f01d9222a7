import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Image } from '@solar/shared/contract/common';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProductGallery } from './product-gallery.tsx';

const n = (value: number) => new Intl.NumberFormat('ar').format(value);
const image = (name: string): Image => ({
  _id: name,
  url: `/uploads/${name}-640.webp`,
  srcSet: `/uploads/${name}-320.webp 320w, /uploads/${name}-640.webp 640w, /uploads/${name}-1280.webp 1280w`,
  width: 640,
  height: 480,
});
const images = [image('front'), image('back'), image('label')];
const NAME = 'لوح جينكو 550 واط';

function renderGallery(list: Image[] = images) {
  renderWithProviders(<ProductGallery images={list} name={NAME} />);
  return userEvent.setup();
}

/** The photo the gallery shows, by its file. */
const shownPhoto = () => screen.getByRole('img', { name: NAME }).getAttribute('src');

describe('ProductGallery', () => {
  it('goes forward and back through the photos and wraps around at both ends', async () => {
    const user = renderGallery();
    const gallery = await screen.findByRole('region', { name: 'صور المنتج' });
    expect(shownPhoto()).toBe('/uploads/front-640.webp');
    expect(within(gallery).getByText(`الصورة ${n(1)} من ${n(3)}`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    await user.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    expect(shownPhoto()).toBe('/uploads/label-640.webp');
    await user.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    expect(shownPhoto()).toBe('/uploads/front-640.webp');
    await user.click(screen.getByRole('button', { name: 'الصورة السابقة' }));
    expect(shownPhoto()).toBe('/uploads/label-640.webp');
    expect(within(gallery).getByText(`الصورة ${n(3)} من ${n(3)}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: `عرض الصورة ${n(3)}` }).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: `عرض الصورة ${n(2)}` }));
    expect(shownPhoto()).toBe('/uploads/back-640.webp');
  });

  it('loads the first photo at once with its sizes, and the others only when shown', async () => {
    const user = renderGallery();
    const first = await screen.findByRole('img', { name: NAME });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('srcset')).toContain('1280w');
    expect(first.getAttribute('sizes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    expect(screen.getByRole('img', { name: NAME }).getAttribute('loading')).toBe('lazy');
  });

  it('shares its position with the full-screen viewer, both ways', async () => {
    const user = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'الصورة التالية' }));

    await user.click(screen.getByRole('button', { name: 'عرض الصور بملء الشاشة' }));
    const viewer = await screen.findByRole('dialog', { name: `صور ${NAME}` });
    expect(within(viewer).getByText(`الصورة ${n(2)} من ${n(3)}`)).toBeTruthy();
    const dots = within(viewer).getAllByRole('button', { name: /^عرض الصورة/ });
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null]);

    // Next wraps from the last photo to the first, in the viewer too.
    await user.click(within(viewer).getByRole('button', { name: 'الصورة التالية' }));
    await user.click(within(viewer).getByRole('button', { name: 'الصورة التالية' }));
    expect(within(viewer).getByText(`الصورة ${n(1)} من ${n(3)}`)).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: `عرض الصورة ${n(3)}` }));
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/label-640.webp');

    await user.click(within(viewer).getByRole('button', { name: 'إغلاق الصور' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownPhoto()).toBe('/uploads/label-640.webp');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'عرض الصور بملء الشاشة' }));
  });

  it('follows the reading direction with the arrow keys', async () => {
    renderGallery();
    const gallery = await screen.findByRole('region', { name: 'صور المنتج' });

    // Arabic reads right to left: the left arrow goes forward.
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(shownPhoto()).toBe('/uploads/back-640.webp');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(shownPhoto()).toBe('/uploads/label-640.webp');

    await changeLanguage('en');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Product photos' }), { key: 'ArrowRight' });
    expect(shownPhoto()).toBe('/uploads/front-640.webp');
  });

  it('shows a drawn placeholder without photos', async () => {
    renderGallery([]);
    expect(await screen.findByRole('img', { name: 'لا توجد صورة للمنتج' })).toBeTruthy();
  });

  it('has no previous/next or thumbnails for a single photo', async () => {
    renderGallery([image('only')]);
    await screen.findByRole('img', { name: NAME });
    expect(screen.queryByRole('button', { name: 'الصورة التالية' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^عرض الصورة/ })).toBeNull();
  });
});
