import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Image } from '@solar/shared/contract/common';
import { changeLanguage } from '../../lib/i18n.ts';
import { formatNumber } from '../../lib/format.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PictureViewer } from './picture-viewer.tsx';

const picture = (key: string): Image => ({ _id: key, url: `/uploads/${key}-640.webp`, srcSet: `/uploads/${key}-320.webp 320w`, width: 1280, height: 960 });
const PICTURES = ['roof', 'inverter', 'batteries'].map(picture);

function Viewer({ images = PICTURES, start = 0 }: { images?: Image[]; start?: number }) {
  const [index, setIndex] = useState(start);
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <p>Outside: {index}</p>
      <PictureViewer isOpen={isOpen} images={images} name="Hybrid system" index={index} onIndexChange={setIndex} onClose={() => setIsOpen(false)} />
    </>
  );
}

const shown = (viewer: HTMLElement) => within(viewer).getByRole('img').getAttribute('src');

describe('PictureViewer', () => {
  it('names itself and each picture in Arabic, pages with wrapping, and gives its position to the caller', async () => {
    renderWithProviders(<Viewer />);
    const viewer = await screen.findByRole('dialog', { name: 'صور Hybrid system' });
    expect(within(viewer).getByRole('status').textContent).toBe(`الصورة ${formatNumber(1)} من ${formatNumber(3)}`);
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe(`Hybrid system، الصورة ${formatNumber(1)} من ${formatNumber(3)}`);
    await userEvent.click(within(viewer).getByRole('button', { name: 'الصورة السابقة' }));
    expect(shown(viewer)).toBe('/uploads/batteries-640.webp');
    expect(screen.getByText('Outside: 2')).toBeTruthy();
    await userEvent.click(within(viewer).getByRole('button', { name: 'الصورة التالية' }));
    expect(shown(viewer)).toBe('/uploads/roof-640.webp');
    await userEvent.click(within(viewer).getByRole('button', { name: `عرض الصورة ${formatNumber(2)}` }));
    expect(shown(viewer)).toBe('/uploads/inverter-640.webp');
    expect(within(viewer).getByRole('button', { name: `عرض الصورة ${formatNumber(2)}` }).getAttribute('aria-current')).toBe('true');
  });

  it('follows the reading direction with the arrow keys: on an Arabic page the left arrow goes on', async () => {
    renderWithProviders(<Viewer />);
    const viewer = await screen.findByRole('dialog');
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(shown(viewer)).toBe('/uploads/inverter-640.webp');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(shown(viewer)).toBe('/uploads/batteries-640.webp');
  });

  it('speaks English, where the right arrow goes on, and closes with its button', async () => {
    await changeLanguage('en');
    renderWithProviders(<Viewer start={2} />);
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Hybrid system' });
    expect(within(viewer).getByRole('status').textContent).toBe('Photo 3 of 3');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('Hybrid system, photo 1 of 3');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close the photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no paging, position or dots for a single picture', async () => {
    renderWithProviders(<Viewer images={[picture('roof')]} />);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).queryByRole('status')).toBeNull();
    expect(within(viewer).queryByRole('button', { name: 'الصورة التالية' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: /^عرض الصورة/ })).toBeNull();
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(shown(viewer)).toBe('/uploads/roof-640.webp');
  });
});
