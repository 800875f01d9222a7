import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { showInstallInvitation } from './install-invitation.tsx';
import { AT_MOST_EVERY_MS, countInstallOffer, DECLINED_FOR_MS, readMemory, shouldInvite, type InstallOffer } from './install-offer.ts';

const DAY = 86_400_000;

/** Chromium's install offer as the page receives it: its prompt records that it was opened. */
function browserOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const offer = Object.assign(new Event('beforeinstallprompt'), {
    prompted: 0,
    prompt: async () => {
      offer.prompted += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return offer as InstallOffer & { prompted: number };
}

/** What main.tsx does with the browser's offer: count it, and show the invitation on a visit that qualifies. */
async function inviteToInstall(offer: InstallOffer) {
  const memory = countInstallOffer();
  if (memory) await showInstallInvitation(offer, memory);
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('when to invite an install', () => {
  it('not on the first visit the browser offers it, then at most once a week, and not for three months after "not now"', () => {
    const now = 1_800_000_000_000;
    expect(shouldInvite({ offers: 1 }, now)).toBe(false);
    expect(shouldInvite({ offers: 2 }, now)).toBe(true);
    expect(shouldInvite({ offers: 5, shownAt: now - 2 * DAY }, now)).toBe(false);
    expect(shouldInvite({ offers: 5, shownAt: now - AT_MOST_EVERY_MS }, now)).toBe(true);
    expect(shouldInvite({ offers: 9, declinedAt: now - 30 * DAY }, now)).toBe(false);
    expect(shouldInvite({ offers: 9, declinedAt: now - DECLINED_FOR_MS }, now)).toBe(true);
  });
});

describe('the install invitation', () => {
  it('says nothing on the first offer; on the next it invites in Arabic, and "ليس الآن" is remembered', async () => {
    await inviteToInstall(browserOffer());
    expect(screen.queryByRole('region')).toBeNull();
    expect(readMemory().offers).toBe(1);

    await inviteToInstall(browserOffer());
    const invitation = await screen.findByRole('region', { name: 'ثبّت سوق الطاقة الشمسية على هاتفك' });
    expect(invitation.textContent).toContain('دون اتصال');
    await userEvent.click(screen.getByRole('button', { name: 'ليس الآن' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(readMemory().declinedAt).toBeGreaterThan(Date.now() - 60_000);

    // The next visits the browser offers it again: no invitation.
    await inviteToInstall(browserOffer());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('"Install" opens the browser’s own prompt, in English too', async () => {
    await changeLanguage('en');
    localStorage.setItem('solar:install-invitation', JSON.stringify({ offers: 3 }));
    const offer = browserOffer();
    await inviteToInstall(offer);
    await screen.findByRole('region', { name: 'Install Solar Market on your phone' });
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(offer.prompted).toBe(1);
  });
});
