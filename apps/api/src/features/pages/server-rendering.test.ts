import { describe, expect, it } from 'vitest';
import { screenFileLinks, type BuildManifest } from './server-rendering.ts';

// The shape of Vite's manifest: source modules and shared chunks, each with its file and what it imports.
const manifest: BuildManifest = {
  'src/app/routes/calculator.tsx': { file: 'assets/calculator-r1.js', imports: ['_shell-s1.js', '_Tabs-t1.js'] },
  'src/app/routes/engineers.tsx': { file: 'assets/engineers-e1.js', imports: ['_shell-s1.js', '_card-c1.js'] },
  '_shell-s1.js': { file: 'assets/shell-s1.js' },
  '_Tabs-t1.js': { file: 'assets/Tabs-t1.js', imports: ['_shell-s1.js', '_card-c1.js'] },
  '_card-c1.js': { file: 'assets/card-c1.js' },
  '_style-x1.css': { file: 'assets/style-x1.css' },
  '../../packages/shared/src/i18n/locales/ar/calculator.json': { file: 'assets/calculator-ar1.js' },
  '../../packages/shared/src/i18n/locales/en/calculator.json': { file: 'assets/calculator-en1.js' },
};
const template = '<head><link data-after-paint="modulepreload" crossorigin href="/assets/shell-s1.js"></head>';
const hrefs = (links: string[]) => links.map((link) => /href="([^"]+)"/.exec(link)?.[1]);

describe("the links announcing a page's screen files", () => {
  it("name the screen's file, every file it imports, and its texts in the page's language, once each", () => {
    const links = screenFileLinks(manifest, [{ module: 'calculator', namespaces: ['calculator'] }], 'ar', template);
    expect(hrefs(links)).toEqual(['/assets/calculator-r1.js', '/assets/Tabs-t1.js', '/assets/card-c1.js', '/assets/calculator-ar1.js']);
    // Fetched after the first paint, as the page's own announcements (main.tsx).
    expect(links[0]).toBe('<link data-after-paint="modulepreload" crossorigin href="/assets/calculator-r1.js">');
  });

  it('leave out what the page announces already, and screens the build does not know', () => {
    const links = screenFileLinks(manifest, [{ module: 'engineers', namespaces: [] }, { module: 'gone', namespaces: ['directory'] }], 'en', template);
    expect(hrefs(links)).toEqual(['/assets/engineers-e1.js', '/assets/card-c1.js']);
    expect(screenFileLinks({}, [{ module: 'calculator', namespaces: ['calculator'] }], 'ar', template)).toEqual([]);
  });
});
