import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getPublicSettingsQueryOptions } from '../api/get-public-settings.ts';
import type { PublicSettingsResponse } from '../api/get-public-settings.ts';
import { createTestQueryClient, renderRoutes } from '../test/render.tsx';
import { createRoutes } from './router.tsx';

// Issue #17: a footer on every page links to the site's own pages, whose texts load with their route.

const rates = { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1630 };

function renderApp(path: string, settings: PublicSettingsResponse['data'] = { contactPhone: '+967 1 234 567', supportEmail: 'help@solar.example', supportWhatsapp: '+967 777 000 111', ratesPerUsd: rates }) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getPublicSettingsQueryOptions().queryKey, { status: 'success' as const, data: settings });
  return renderRoutes(createRoutes(queryClient), { path, queryClient });
}

describe('the footer and the site’s own pages', () => {
  it('links every page to the buyers\' requests, the prices, about, terms, privacy, safety tips and contact, and marks the page shown', async () => {
    const user = userEvent.setup();
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'الشروط' }, { timeout: 5000 });
    const footerNav = () => within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'روابط الموقع' });
    const nav = footerNav();
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['طلبات المشترين', '/wanted'],
      ['أسعار الطاقة الشمسية', '/prices'],
      ['من نحن', '/about'],
      ['الشروط', '/terms'],
      ['الخصوصية', '/privacy'],
      ['نصائح الأمان', '/safety'],
      ['اتصل بنا', '/contact'],
    ]);

    await user.click(within(nav).getByRole('link', { name: 'الخصوصية' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الخصوصية' })).toBeTruthy();
    expect(within(footerNav()).getByRole('link', { name: 'الخصوصية' }).getAttribute('aria-current')).toBe('page');
    // What is kept and how to delete it, in sections named by their headings.
    expect(screen.getByRole('region', { name: 'ما نحفظه ولماذا' }).textContent).toContain('رقم هاتفك');
    expect(screen.getByRole('region', { name: 'حذف إعلاناتك وحسابك' }).textContent).toContain('لحذف حسابك كله');
  });

  it('shows the same three short tips as the product page first on the safety page', async () => {
    renderApp('/safety');
    const essentials = await screen.findByRole('region', { name: 'الأهم' });
    expect(within(essentials).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'قابل البائع في مكان عام.',
      'افحص القطعة وجرّبها قبل أن تدفع.',
      'لا ترسل أي مبلغ مقدّماً.',
    ]);
    expect(screen.getByRole('region', { name: 'علامات الاحتيال' })).toBeTruthy();
  });

  it('offers support’s phone, WhatsApp and e-mail from the settings the admin manages', async () => {
    renderApp('/contact');
    const channels = await screen.findByRole('list', { name: 'طرق التواصل' });
    const links = within(channels).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+9671234567',
      `https://wa.me/967777000111?text=${encodeURIComponent('مرحباً، أتواصل معكم من سوق الطاقة الشمسية.')}`,
      'mailto:help@solar.example',
    ]);
    expect(links[0]!.textContent).toContain('+967 1 234 567');
  });

  it('leaves WhatsApp out when support has no WhatsApp number', async () => {
    renderApp('/contact', { contactPhone: '+967 1 234 567', supportEmail: 'help@solar.example', supportWhatsapp: null, ratesPerUsd: rates });
    const channels = await screen.findByRole('list', { name: 'طرق التواصل' });
    expect(within(channels).getAllByRole('link').map((link) => link.textContent)).toEqual(['اتصل+967 1 234 567', 'البريد الإلكترونيhelp@solar.example']);
  });
});
