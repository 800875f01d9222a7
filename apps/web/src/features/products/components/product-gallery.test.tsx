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

  // Issue #17: a battery without a photo showed a drawing of a solar panel.
  it.each(['Battery', 'Charging Devices', 'Panel bases', 'Integrated System', 'Accessory', 'Others', 'Panel'] as const)(
    'draws its own kind for a listing of type %s without photos',
    async (type) => {
      renderWithProviders(<ProductGallery images={[]} name={NAME} type={type} />);
      const placeholder = await screen.findByRole('img', { name: 'لا توجد صورة للمنتج' });
      expect(placeholder.getAttribute('data-kind')).toBe(type);
      const drawing = placeholder.querySelector('svg')!.innerHTML;
      const panel = '<path d="M18 44h66l12 26H30z"';
      if (type === 'Panel') expect(drawing).toContain(panel);
      else expect(drawing).not.toContain(panel);
    },
  );

  it('keeps the photos it does not show out of reach of the keyboard and screen readers', async () => {
    const user = renderGallery();
    await screen.findByRole('img', { name: NAME });
    // Three photos in the swipeable row, one of them reachable.
    expect(document.querySelectorAll(`img[alt="${NAME}"]`)).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: NAME })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'عرض الصور بملء الشاشة' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    expect(screen.getAllByRole('img', { name: NAME })).toHaveLength(1);
    expect(shownPhoto()).toBe('/uploads/back-640.webp');
    const slides = [...document.querySelectorAll('li')].filter((li) => li.querySelector(`img[alt="${NAME}"]`));
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it('has no previous/next or thumbnails for a single photo', async () => {
    renderGallery([image('only')]);
    await screen.findByRole('img', { name: NAME });
    expect(screen.queryByRole('button', { name: 'الصورة التالية' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^عرض الصورة/ })).toBeNull();
  });
});
