// React is the runtime of the built app (docs/decisions/030-react-runtime.md): the page the server sent is
// hydrated by react-dom, with React Router's production build. (No Preact is installed: app/react-runtime.test.tsx.)
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appStarted, browserForFile, openPage } from './fixtures.ts';

const web = path.resolve(import.meta.dirname, '..');
const browser = browserForFile();


/** The text of every script the build wrote for the browser (dist/assets) or the server (dist-server). */
function builtScripts(dir: string): string {
  return fs.readdirSync(path.join(web, dir), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js')).map((file) => fs.readFileSync(path.join(web, dir, file), 'utf8')).join('\n');
}

describe('the built app', () => {
  it('is hydrated by react-dom', async () => {
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone' });
    try {
      await appStarted(page);
      // React's root keeps its container mark on the element it hydrated.
      expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('carries react-dom’s and React Router’s production builds, without React Router’s development warnings', () => {
    for (const dir of ['dist/assets', 'dist-server']) {
      const scripts = builtScripts(dir);
      // react-dom's production build links its errors to React's site (Preact's files, before 029, did not).
      expect(scripts).toContain('react.dev/errors/');
      // Only React Router's development build warns about descendant <Routes>.
      expect(scripts).not.toContain('descendant <Routes>');
    }
  });
});
