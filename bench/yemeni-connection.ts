// A first visit on a Yemeni connection: Lighthouse's simulation at 400 kbit/s with a 400 ms round trip and a
// 4x slower CPU (a cheap Android phone on a weak 3G/4G line), the median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const YEMENI_CONNECTION = { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4, requestLatencyMs: 400, downloadThroughputKbps: 400, uploadThroughputKbps: 400 };

/** Budgets of the Yemeni-connection row: the first paint cannot beat the round trips; the rest is bytes. */
export const YEMENI_BUDGETS = { lcpMs: 3000, ttiMs: 6000 };

/**
 * An Arabic phone: its browser's languages (`navigator.languages`) and its `Accept-Language` both say Arabic.
 * With the header alone the server drew an Arabic page, and the app, reading the browser's English, drew it
 * again in English: a layout shift, a second catalogue and a whole render no Arabic phone pays.
 */
const ARABIC_BROWSER = '--accept-lang=ar';

/** One page's median run: LCP and time to interactive, in the page's Arabic. */
export async function onYemeniConnection(url: string, options: { chromePath: string; flags: string[]; runs: number }) {
  const runs = [];
  for (let attempt = 0; runs.length < options.runs && attempt < 2 * options.runs; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: [...options.flags, ARABIC_BROWSER] });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: 'simulate',
        throttling: YEMENI_CONNECTION,
      });
      if (result && !result.lhr.runtimeError) runs.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  if (runs.length === 0) throw new Error(`Lighthouse produced no usable run of ${url} on a Yemeni connection`);
  const lhr = computeMedianRun(runs);
  const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? 0);
  // The English manifest is fetched only when the app switches the page to English.
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const language = requests.some((request) => request.url.includes('/manifest.en.')) ? 'switched to English' : 'Arabic';
  return { fcpMs: ms('first-contentful-paint'), lcpMs: ms('largest-contentful-paint'), ttiMs: ms('interactive'), tbtMs: ms('total-blocking-time'), cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000, language, runs: runs.length };
}
