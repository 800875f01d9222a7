import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const resultsDir = path.resolve(import.meta.dirname, '../../../test-results');

// The flags DEVELOPERS.md gives: without the background-networking ones Chromium tries hosts this machine cannot reach.
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS, headless: true });
}

export const baseUrl = () => inject('baseUrl');

/** A page in the given language (stored the way the app stores it) and viewport; fails on page errors. */
export async function openPage(browser: Browser, options: { lang: 'ar' | 'en'; viewport: keyof typeof VIEWPORTS; path?: string }) {
  const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport], locale: options.lang === 'ar' ? 'ar-YE' : 'en-US' });
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
  await page.goto(`${baseUrl()}${options.path ?? '/'}`, { waitUntil: 'networkidle' });
  return { page, problems, close: () => context.close() };
}

/** Runs axe-core on the page: any serious or critical violation fails the test. */
export async function expectAccessible(page: Page) {
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
