// The browser's install offer, counted here: the invitation's code (MUI's snackbar and what it stands on)
// downloads only on a visit that shows it, not on every first visit the browser offers it.

/** Chromium's install offer (not in TypeScript's DOM types: it is not a standard). */
export interface InstallOffer extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the browser remembers of past invitations. */
export interface InvitationMemory {
  /** Visits on which the browser offered the install. */
  offers: number;
  /** When the visitor last said "not now", or installed (ms since 1970). */
  declinedAt?: number;
  /** When the invitation was last shown (ms since 1970). */
  shownAt?: number;
}

const STORAGE_KEY = 'solar:install-invitation';
const DAY_MS = 86_400_000;
/** "Not now" holds this long; after that the visitor who still comes back is asked once more. */
export const DECLINED_FOR_MS = 90 * DAY_MS;
/** Shown at most once in this time, so a daily visitor is not asked on every visit. */
export const AT_MOST_EVERY_MS = 7 * DAY_MS;

/**
 * Whether to invite on this visit: not on the first one the browser offers it (a visitor from a shared link
 * has not decided they will come back), not within a week of the last invitation, and not for three months
 * after "not now".
 */
export function shouldInvite(memory: InvitationMemory, now: number): boolean {
  if (memory.offers < 2) return false;
  if (memory.declinedAt !== undefined && now - memory.declinedAt < DECLINED_FOR_MS) return false;
  if (memory.shownAt !== undefined && now - memory.shownAt < AT_MOST_EVERY_MS) return false;
  return true;
}

export function readMemory(): InvitationMemory {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<InvitationMemory>;
    return { offers: Number(stored.offers) || 0, declinedAt: stored.declinedAt, shownAt: stored.shownAt };
  } catch {
    return { offers: 0 };
  }
}

export function remember(memory: InvitationMemory) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage disabled: the browser will ask again on a later visit, which is all that is lost.
  }
}

/**
 * Counts the browser's offer on this visit (main.tsx); the memory to show the invitation with when this
 * visit qualifies (`shouldInvite`), else null and nothing more is downloaded.
 */
export function countInstallOffer(now = Date.now()): InvitationMemory | null {
  const had = readMemory();
  const memory = { ...had, offers: had.offers + 1 };
  remember(memory);
  return shouldInvite(memory, now) ? memory : null;
}
