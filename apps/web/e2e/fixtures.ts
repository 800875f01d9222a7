import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const resultsDir = path.resolve(import.meta.dirname, '../../../test-results');

// Headless flags for Debian's Chromium (README, Tests): without the background-networking ones Chromium tries hosts this machine cannot reach.
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS, headless: true });
}

/**
 * The spec file's browser, called at its top: launched before the file's own `beforeAll` runs, closed after
 * its tests. Its journeys take it as `browser()`.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the file\'s browser starts in beforeAll');
    return browser;
  };
}

export const baseUrl = () => inject('baseUrl');

/**
 * A page in the given language (stored the way the app stores it) and viewport; fails on page errors.
 * `deviceScaleFactor` is the screen's pixels per CSS pixel (1 unless given; most phones have 2 or 3).
 */
export async function openPage(
  browser: Browser,
  options: { lang: 'ar' | 'en'; viewport: keyof typeof VIEWPORTS; path?: string; deviceScaleFactor?: number; cpuSlowdown?: number; waitUntil?: 'commit' | 'networkidle' },
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport],
    locale: options.lang === 'ar' ? 'ar-YE' : 'en-US',
    deviceScaleFactor: options.deviceScaleFactor,
  });
  // The server renders the language of the cookie the app's toggle sets (docs/decisions/013-server-rendering.md).
  await context.addCookies([{ name: 'lang', value: options.lang, url: baseUrl() }]);
  // Only a first visit gets the language; after that the app's own stored choice must win.
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('solar.lang')) window.localStorage.setItem('solar.lang', lang);
  }, options.lang);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  // A cheap phone's processor: the page's hydration then takes as long as it does there.
  if (options.cpuSlowdown) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  await page.goto(`${baseUrl()}${options.path ?? '/'}`, { waitUntil: options.waitUntil ?? 'networkidle' });
  return { page, problems, close: () => context.close() };
}

/** Runs axe-core on the page: any serious or critical violation fails the test. */
export async function expectAccessible(page: Page) {
  // The screen as it settles: a chip or a section still fading in has, for a moment, too little contrast.
  // Endless animations (a skeleton's pulse) are not waited for.
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  // Evaluated through the DevTools protocol, so the page's strict CSP stays on and is tested too.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  expect(violations, violations.join('\n')).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: false });
}

/**
 * Waits until the app has taken over the page the server sent (boot.tsx marks it with `performance.mark`):
 * from then on a tap is the app's, not a plain link's or form's.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, APP_STARTED_MARK);
}

/** The mark boot.tsx sets once the app has taken over the page. */
export const APP_STARTED_MARK = 'solar:app-started';

/** Waits for the transitions in progress (a dialog fading in, a menu growing) to end, for a steady screenshot. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

export interface Session {
  token: string;
  user: unknown;
}

/** A call to the running server's API, as a test's own setup makes it; a failure status throws. */
export async function api<T>(method: string, apiPath: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${apiPath}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

/**
 * Signs in by the API, once per account for the whole run: a person stays signed in, and the journeys ask
 * for the admin far more often than the 10 sign-ins an account may make from new devices in 15 minutes
 * (docs/decisions/005-account-takeover-defences.md). Spec files run apart, so the session is kept in a
 * file of this run's server; it is asked again if the server no longer knows it.
 */
export async function login(identifier: string, password: string): Promise<Session> {
  const file = path.join(resultsDir, `.sessions-${new URL(baseUrl()).port}.json`);
  const kept = (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) as Record<string, Session>;
  const known = kept[identifier];
  if (known && (await fetch(`${baseUrl()}/api/v1/auth/profile`, { headers: { Authorization: `Bearer ${known.token}` } })).ok) return known;
  const session = (await api<{ data: Session }>('POST', '/auth/login', { identifier, password })).data;
  fs.mkdirSync(resultsDir, { recursive: true });
  const now = (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) as Record<string, Session>;
  fs.writeFileSync(file, JSON.stringify({ ...now, [identifier]: session }));
  return session;
}

/** Approves a pending listing as an admin does: naming the version the review queue shows. */
export async function approveListing(id: string, adminToken: string): Promise<void> {
  for (let page = 1; ; page += 1) {
    const queue = await api<{ data: { _id: string; version: number }[]; totalPages: number }>('GET', `/admin/products?status=pending&limit=50&page=${page}`, undefined, adminToken);
    const listing = queue.data.find((product) => product._id === id);
    if (listing) {
      await api('POST', `/admin/products/${id}/approve`, { version: listing.version }, adminToken);
      return;
    }
    if (page >= queue.totalPages) throw new Error(`Listing ${id} is not in the review queue`);
  }
}

/** The admin account global-setup makes the server create. */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Admin@e2e-2026' } as const;

/** A new, verified account, signed up the way the app does it. */
export async function signUp(name = 'بائع تجريبي'): Promise<Session> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  const email = `user-${stamp}@e2e.test`;
  // Each new seller signs up from an address of their own, as real ones do: the journey server sits behind
  // one trusted proxy hop (global-setup.ts, docs/decisions/015-behind-a-proxy.md), and the journeys sign up
  // more sellers than one address may in an hour (10, the sign-up limit per address).
  const from = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  await api('POST', '/auth/register', { name, phone: `77${stamp.slice(-7)}`, email, password: 'Seller@2026' }, undefined, { 'X-Forwarded-For': from });
  // Each channel has its own code (issue 39): the seller confirms the e-mail and the phone, as one who
  // typed both codes, so their listings carry «رقم مؤكد».
  const codeFor = async (to: string) => {
    const outbox = await api<{ data: { code: string | null }[] }>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
    const otp = outbox.data[0]?.code;
    if (!otp) throw new Error(`No code in the outbox for ${to}`);
    return otp;
  };
  const phone = `+96777${stamp.slice(-7)}`;
  // The codes are typed from the seller's own address too: from the journeys' one address, the sign-ups of a
  // whole run pass the limit of code checks per address (30).
  const session = (await api<{ data: Session }>('POST', `/auth/verify-otp/${encodeURIComponent(email)}`, { otp: await codeFor(email) }, undefined, { 'X-Forwarded-For': from })).data;
  await api('POST', `/auth/verify-otp/${encodeURIComponent(phone)}`, { otp: await codeFor(phone) }, undefined, { 'X-Forwarded-For': from });
  return session;
}

/** Signs the page in with a session, the way the app stores one. */
export async function signInPage(page: Page, session: Session) {
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('solar.auth.token', token);
    localStorage.setItem('solar.auth.user', JSON.stringify(user));
  }, session);
}
