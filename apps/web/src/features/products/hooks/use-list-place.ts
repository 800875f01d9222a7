import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where a buyer was in a list: how many pages "load more" had brought, the listing at the top of the
 * screen and how far from the top it stood (the window's scroll position as a fallback).
 */
export interface ListPlace {
  /** The page load that saved it (see PAGE_LOAD). */
  pageLoad: string;
  pages: number;
  anchorId?: string;
  anchorTop?: number;
  scrollY: number;
}

const STORAGE_KEY = 'solar.listPlaces';
// Enough for a long session of back and forth; the oldest places go first.
const MAX_PLACES = 30;
// After a reload, at most this many pages are fetched again to reach the place (10 listings each).
const MAX_RESTORED_PAGES = 20;

/**
 * This page load. The first entry of a tab's history has the key "default" in every page load, so a
 * place saved under it by an earlier page load is only taken up again when this one is a reload or a
 * return with the browser's Back and Forward, not when the address was opened afresh.
 */
const PAGE_LOAD = Math.random().toString(36).slice(2);

function isReturnToPage(place: ListPlace): boolean {
  if (place.pageLoad === PAGE_LOAD) return true;
  const [entry] = typeof performance === 'undefined' ? [] : (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]);
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function readPlaces(): Record<string, ListPlace> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, ListPlace>;
  } catch {
    return {};
  }
}

function writePlace(key: string, place: ListPlace) {
  try {
    const places = readPlaces();
    delete places[key];
    places[key] = place;
    const keys = Object.keys(places);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PLACES))) delete places[old];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(places));
  } catch {
    // Storage full or refused (a private window): the list opens at its top, as before.
  }
}

/** The first listing of the list still (partly) on screen, and where its top stands in the viewport. */
function findAnchor(list: HTMLElement): { anchorId: string; anchorTop: number } | undefined {
  for (const card of list.querySelectorAll<HTMLElement>('[data-product-id]')) {
    const { top, bottom } = card.getBoundingClientRect();
    if (bottom > 0 && card.dataset.productId) return { anchorId: card.dataset.productId, anchorTop: top };
  }
  return undefined;
}

// Layout effects do nothing on the server; this keeps React quiet about it there.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface ListState {
  /** The first page has arrived (from the cache, the server's page, or the network). */
  isReady: boolean;
  pageCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Keeps the buyer's place in a list of listings (issue #17): Back from a listing returns to the same
 * filters (they live in the URL), the same loaded pages and the same listing on screen.
 *
 * The place is kept per history entry (`location.key`, which survives a reload) in session storage. The
 * router's ScrollRestoration (app/root-layout.tsx) puts the window back where it was at once, which is
 * right when the pages are still cached; after a reload, or once the cache has let them go, this hook
 * first fetches the missing pages, then brings the same listing back to the same height. A buyer who
 * starts scrolling before that has taken over, and is left alone.
 */
export function useListPlace(listRef: RefObject<HTMLElement | null>, { isReady, pageCount, hasNextPage, isFetchingNextPage, fetchNextPage }: ListState) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const pending = useRef<{ key: string; place: ListPlace } | null>(null);
  const seenKey = useRef<string | null>(null);

  useClientLayoutEffect(() => {
    if (seenKey.current !== key) {
      seenKey.current = key;
      // Only a return (Back, Forward, a reload) goes back to a place; a new visit starts at the top.
      const place = navigationType === 'POP' ? readPlaces()[key] : undefined;
      pending.current = place && isReturnToPage(place) ? { key, place } : null;
    }
    const target = pending.current;
    if (!target || !isReady) return;
    if (pageCount < Math.min(target.place.pages, MAX_RESTORED_PAGES) && hasNextPage) {
      if (!isFetchingNextPage) void fetchNextPage();
      return;
    }
    pending.current = null;
    const { anchorId, anchorTop = 0, scrollY } = target.place;
    const scrollToPlace = () => {
      const anchor = anchorId ? listRef.current?.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(anchorId)}"]`) : null;
      if (anchor) window.scrollTo(0, window.scrollY + anchor.getBoundingClientRect().top - anchorTop);
      else window.scrollTo(0, scrollY);
    };
    scrollToPlace();
    // ScrollRestoration, in the layout around this list, scrolls after this effect to the height it
    // saved; the listing itself is the surer mark (a banner above it may have changed), so it has the
    // last word, still before the screen is painted.
    const frame = requestAnimationFrame(scrollToPlace);
    return () => cancelAnimationFrame(frame);
  }, [key, navigationType, isReady, pageCount, hasNextPage, isFetchingNextPage, fetchNextPage, listRef]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      const list = listRef.current;
      // Not while a place is still being restored: that place is the one to keep.
      if (pending.current || !list || !isReady) return;
      writePlace(key, { pageLoad: PAGE_LOAD, pages: pageCount, scrollY: window.scrollY, ...findAnchor(list) });
    };
    const saveSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(save, 150);
    };
    // The buyer's own hand or keys take over from a restore still waiting for its pages.
    const takeOver = () => {
      pending.current = null;
    };
    save();
    const list = listRef.current;
    window.addEventListener('scroll', saveSoon, { passive: true });
    window.addEventListener('pagehide', save);
    window.addEventListener('wheel', takeOver, { passive: true });
    window.addEventListener('touchstart', takeOver, { passive: true });
    window.addEventListener('keydown', takeOver);
    // A tap on a listing saves at once, before the router leaves the list.
    list?.addEventListener('click', save, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', saveSoon);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('wheel', takeOver);
      window.removeEventListener('touchstart', takeOver);
      window.removeEventListener('keydown', takeOver);
      list?.removeEventListener('click', save, true);
    };
  }, [key, isReady, pageCount, listRef]);
}
